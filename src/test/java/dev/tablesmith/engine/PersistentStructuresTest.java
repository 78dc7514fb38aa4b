package dev.tablesmith.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * {@link PersistentTree} and {@link HashTrie} against {@link TreeMap} and {@link HashMap} under seeded random puts
 * and removes, every older version checked to be unchanged afterwards.
 */
class PersistentStructuresTest {
    /** A key whose hash collides with every key of the same value mod 7, to exercise collision lists. */
    private record Colliding(int value) {
        @Override
        public int hashCode() {
            return value % 7;
        }
    }

    @Test
    void theTreeAgreesWithATreeMapAndOldVersionsStayAsTheyWere() {
        Random random = new Random(42);
        List<Integer> built = new ArrayList<>();
        for (int i = 0; i < 200; i += 2) {
            built.add(i);
        }
        PersistentTree<Integer, String> tree = PersistentTree.ofSorted(Integer::compare, built,
                built.stream().map(i -> "b" + i).toList());
        TreeMap<Integer, String> expected = new TreeMap<>();
        built.forEach(i -> expected.put(i, "b" + i));
        List<PersistentTree<Integer, String>> versions = new ArrayList<>();
        List<Map<Integer, String>> snapshots = new ArrayList<>();
        for (int step = 0; step < 3000; step++) {
            int key = random.nextInt(300);
            if (random.nextInt(3) == 0) {
                tree = tree.remove(key);
                expected.remove(key);
            } else {
                tree = tree.put(key, "v" + step);
                expected.put(key, "v" + step);
            }
            if (step % 100 == 0) {
                versions.add(tree);
                snapshots.add(new TreeMap<>(expected));
            }
            assertThat(tree.size()).isEqualTo(expected.size());
            assertThat(tree.get(key)).isEqualTo(expected.get(key));
        }
        assertThat(tree.values()).containsExactlyElementsOf(expected.values());
        for (int i = 0; i < versions.size(); i++) {
            Map<Integer, String> seen = new java.util.LinkedHashMap<>();
            versions.get(i).forEach(seen::put);
            assertThat(seen).containsExactlyEntriesOf(snapshots.get(i));
        }
    }

    @Test
    void theTrieAgreesWithAHashMapThroughCollisionsAndOldVersionsStayAsTheyWere() {
        Random random = new Random(7);
        Map<Colliding, Integer> start = new HashMap<>();
        for (int i = 0; i < 50; i++) {
            start.put(new Colliding(i * 3), i);
        }
        HashTrie<Colliding, Integer> trie = HashTrie.of(start);
        Map<Colliding, Integer> expected = new HashMap<>(start);
        List<HashTrie<Colliding, Integer>> versions = new ArrayList<>();
        List<Map<Colliding, Integer>> snapshots = new ArrayList<>();
        for (int step = 0; step < 3000; step++) {
            Colliding key = new Colliding(random.nextInt(200));
            if (random.nextInt(3) == 0) {
                trie = trie.remove(key);
                expected.remove(key);
            } else {
                trie = trie.put(key, step);
                expected.put(key, step);
            }
            if (step % 100 == 0) {
                versions.add(trie);
                snapshots.add(new HashMap<>(expected));
            }
            assertThat(trie.size()).isEqualTo(expected.size());
            assertThat(trie.get(key)).isEqualTo(expected.get(key));
        }
        for (int i = 0; i < versions.size(); i++) {
            Map<Colliding, Integer> seen = new HashMap<>();
            versions.get(i).forEach(seen::put);
            assertThat(seen).isEqualTo(snapshots.get(i));
            assertThat(versions.get(i).size()).isEqualTo(snapshots.get(i).size());
        }
    }

    @Test
    void aTrieOfManyKeysFindsEachOneAndNoOther() {
        Map<Integer, Integer> start = new HashMap<>();
        for (int i = 0; i < 100_000; i++) {
            start.put(i * 31, i);
        }
        HashTrie<Integer, Integer> trie = HashTrie.of(start);
        for (int i = 0; i < 100_000; i++) {
            assertThat(trie.get(i * 31)).isEqualTo(i);
        }
        assertThat(trie.get(1)).isNull();
        assertThat(trie.remove(1)).isSameAs(trie);
    }
}
