/**
 * The design model: immutable records that describe a DynamoDB single-table design (tables, key schemas,
 * secondary indexes, entities with key templates, access patterns, sample items, pricing).
 *
 * <p>Pure Java: no JavaFX, AWS SDK or Jackson import (checked by an ArchUnit rule). Records enforce only
 * structural invariants (non-null names, immutable collections); semantic checks such as "a template refers to
 * an unknown attribute" live in {@code dev.tablesmith.review.DesignValidator}.
 */
package dev.tablesmith.model;
