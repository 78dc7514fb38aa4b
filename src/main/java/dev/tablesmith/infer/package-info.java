/**
 * Design inference: turns what an existing DynamoDB table shows (its description and a sample of its items) into a
 * Tablesmith design with entities, attributes, key templates and sparse conditions, plus plain-sentence warnings
 * for everything the sample could not explain. Pure: no AWS SDK, Jackson or JavaFX; {@code live.importer} feeds
 * it from a real table. The rules are described in {@code docs/import.md}.
 */
package dev.tablesmith.infer;
