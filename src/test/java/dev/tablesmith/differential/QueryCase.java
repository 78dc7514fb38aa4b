package dev.tablesmith.differential;

import dev.tablesmith.engine.request.QueryRequest;

/** A named Query sent to both sides, and how its answers are compared. */
record QueryCase(String description, QueryRequest request, ResultOrder order) {
    @Override
    public String toString() {
        return description;
    }
}
