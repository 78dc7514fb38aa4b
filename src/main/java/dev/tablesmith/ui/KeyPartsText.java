package dev.tablesmith.ui;

import dev.tablesmith.engine.AttributeValues;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import java.util.List;

/**
 * A key schema and key values as the views write them, part by part in key order. A GSI with DynamoDB's
 * multi-attribute keys (up to 4 partition and 4 sort attributes) has one item collection per tuple of partition
 * values, and sorts each collection by its sort attributes compared left to right, each by its own type (a number
 * as a number): so the parts are written in key order with their types, joined by {@value #JOIN}, never as one
 * composite string.
 */
public final class KeyPartsText {
    /** Between the parts of a multi-attribute key or its values. */
    public static final String JOIN = " · ";

    private KeyPartsText() {
    }

    /** {@code tournamentId (S)}; a key attribute still without a type (a design in progress) has none shown. */
    public static String part(KeyAttribute attribute) {
        return attribute.type() == null ? attribute.name() : attribute.name() + " (" + attribute.type() + ")";
    }

    /** {@code tournamentId (S) · region (S) · round (N)}. */
    public static String partition(KeySchema schema) {
        return String.join(JOIN, schema.partitionKey().stream().map(KeyPartsText::part).toList());
    }

    /**
     * {@code score (N) ↑ · playerId (S)}: the sort attributes in key order, the first marked with the order the
     * collection is read in (ascending ↑, or descending ↓ for ScanIndexForward = false); empty without a sort key.
     */
    public static String sort(KeySchema schema, boolean descending) {
        List<String> parts = sortHeadings(schema, descending);
        return String.join(JOIN, parts);
    }

    /** Each sort attribute as a column heading, in key order, the first with the order's arrow. */
    public static List<String> sortHeadings(KeySchema schema, boolean descending) {
        List<KeyAttribute> sort = schema.sortKey();
        return java.util.stream.IntStream.range(0, sort.size())
                .mapToObj(i -> part(sort.get(i)) + (i == 0 ? (descending ? " ↓" : " ↑") : "")).toList();
    }

    /** Key values as a user reads them: {@code spring-cup · EU · 1}. */
    public static String values(List<AttributeValue> parts) {
        return String.join(JOIN, parts.stream().map(AttributeValues::display).toList());
    }
}
