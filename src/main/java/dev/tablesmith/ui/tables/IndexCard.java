package dev.tablesmith.ui.tables;

import java.util.List;

/**
 * One secondary index as a card: GSI or LSI, its key schema (multi-attribute GSI keys joined in key order), its
 * projection (ALL, KEYS_ONLY, or INCLUDE with the projected non-key attributes), the entities that write its keys,
 * and the planner's usage once it has been computed.
 *
 * @param usage null while the plans and storage are being computed
 */
public record IndexCard(String name, String kind, String partitionKey, String sortKey, String projection,
                        List<IndexWriter> writers, IndexUsage usage) {
    public IndexCard {
        writers = List.copyOf(writers);
    }

    /** "2 entities: Customer, Order" or "No entity writes its keys: the index stays empty". */
    public String writersText() {
        if (writers.isEmpty()) {
            return "No entity writes its keys: the index stays empty";
        }
        String names = String.join(", ", writers.stream().map(IndexWriter::text).toList());
        return dev.tablesmith.ui.Plurals.count(writers.size(), "entity") + ": " + names;
    }

    public boolean isSparse() {
        return writers.stream().anyMatch(IndexWriter::isSparse);
    }

    IndexCard withUsage(IndexUsage newUsage) {
        return new IndexCard(name, kind, partitionKey, sortKey, projection, writers, newUsage);
    }
}
