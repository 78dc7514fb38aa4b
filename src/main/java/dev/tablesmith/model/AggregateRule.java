package dev.tablesmith.model;

/**
 * How an aggregate is computed from its source items: COUNT adds one per item inserted and takes one away per
 * item removed; SUM adds the value of an attribute, and on a change the difference between the new and the old
 * value.
 */
public enum AggregateRule {
    COUNT, SUM
}
