package dev.tablesmith.model;

/** The four kinds of TransactWriteItems action: Put, Update, Delete and ConditionCheck (reads, writes nothing). */
public enum TransactActionKind {
    PUT, UPDATE, DELETE, CONDITION_CHECK
}
