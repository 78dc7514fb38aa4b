package dev.tablesmith.sample;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Table;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import org.junit.jupiter.api.Test;

class GenerationProgressTest {
    private final Table table = SampleFixtures.design("""
            { "name": "User", "attributes": [ { "name": "userId", "type": "S", "required": true } ],
              "keys": { "PK": { "template": "USER#{userId}" }, "SK": { "template": "PROFILE" } } },
            { "name": "Post", "attributes": [ { "name": "postId", "type": "S", "required": true },
              { "name": "userId", "type": "S", "required": true } ],
              "keys": { "PK": { "template": "USER#{userId}" }, "SK": { "template": "POST#{postId}" } } }
            """).table();

    private Map<String, Integer> counts(int each) {
        Map<String, Integer> counts = new LinkedHashMap<>();
        table.entities().stream().map(Entity::name).forEach(n -> counts.put(n, each));
        return counts;
    }

    @Test
    void progressCountsRecordsOverEveryEntityInGenerationOrder() {
        List<GenerationProgress.Step> steps = new ArrayList<>();
        new SampleGenerator(3).generate(table, counts(2_500), RecordMode.REPLACE, step -> steps.add(step));

        int entities = table.entities().size();
        assertThat(steps).allMatch(s -> s.entities() == entities && s.recordsTotal() == 2_500L * entities);
        assertThat(steps.get(0).records()).isZero();
        assertThat(steps).extracting(GenerationProgress.Step::records).isSorted();
        assertThat(steps).extracting(GenerationProgress.Step::entityNumber).isSorted().contains(1, entities);
        // one report before each entity, then at 1,000 and 2,000 records of it
        assertThat(steps).hasSize(3 * entities);
        assertThat(steps.get(2).records()).isEqualTo(2_000);
    }

    @Test
    void returningFalseStopsTheRun() {
        List<GenerationProgress.Step> steps = new ArrayList<>();
        assertThatThrownBy(() -> new SampleGenerator(3).generate(table, counts(5_000), RecordMode.REPLACE,
                step -> {
                    steps.add(step);
                    return step.records() < 1_000;
                })).isInstanceOf(CancellationException.class).hasMessageContaining("stopped at");
        assertThat(steps).hasSize(2);
    }
}
