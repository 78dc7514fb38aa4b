package dev.tablesmith.engine;

/**
 * A sample record that could not become (all of) an item, in the user's words, e.g. "Order record 3: SK: missing
 * attribute 'orderDate' (the item cannot be stored without its full primary key)".
 *
 * @param entity      the entity whose record it is
 * @param recordIndex the record's position in the entity's records
 * @param attribute   the key attribute that could not be rendered
 * @param message     one line
 */
public record MaterializationProblem(String entity, int recordIndex, String attribute, String message) {
    @Override
    public String toString() {
        return entity + " record " + (recordIndex + 1) + ": " + attribute + ": " + message;
    }
}
