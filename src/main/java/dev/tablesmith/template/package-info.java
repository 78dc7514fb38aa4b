/**
 * The key-template language: how an entity renders the values of the table's and indexes' key attributes
 * ({@code CUST#{customerId}}, {@code ORDER#{orderDate}#{orderId}}, {@code PRICE#{price|pad:7.2}}) and the sparse
 * conditions that decide when it writes one ({@code status = PENDING}).
 *
 * <p>Entry points: {@link dev.tablesmith.template.KeyTemplateParser#parse(String)} and
 * {@link dev.tablesmith.template.SparseConditionParser#parse(String)}; both throw
 * {@link dev.tablesmith.template.TemplateSyntaxException} with a column. Pure Java: no JavaFX, AWS SDK or Jackson.
 */
package dev.tablesmith.template;
