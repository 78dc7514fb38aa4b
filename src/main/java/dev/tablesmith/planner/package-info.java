/**
 * The access-pattern planner: decides from the key templates alone whether each access pattern is one GetItem or
 * Query, a Query that needs a FilterExpression, or a Scan; says why in plain words; builds the concrete request
 * the engine can run on the sample data; names the cheapest fix; and prices the pattern.
 */
package dev.tablesmith.planner;
