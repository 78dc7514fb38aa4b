package dev.tablesmith.model;

/** Result order: ascending ({@code ScanIndexForward=true}, DynamoDB's default) or descending. */
public enum SortDirection {
    ASC, DESC
}
