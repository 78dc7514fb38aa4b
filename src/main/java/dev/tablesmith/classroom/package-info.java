/**
 * Classroom mode, pure: guided lessons (one idea per step, each step pointing at the designer view that shows it),
 * exercises whose checks are stated in the design's own terms (a pattern's planner resolution, review findings,
 * GSI count, entity key templates), and the map from every review rule and planner resolution to the lesson step
 * that teaches it. Imports nothing from JavaFX, the AWS SDK or Jackson.
 */
package dev.tablesmith.classroom;
