/**
 * Exports of a design for the tools around it: NoSQL Workbench and OneTable models, CloudFormation (YAML and
 * JSON), Terraform, an AWS CLI script, a CDK construct, a Markdown design document and request code in three SDKs.
 *
 * <p>Pure: nothing here imports JavaFX, the AWS SDK or Jackson. Formats that are JSON documents are built as a
 * neutral {@link dev.tablesmith.export.DocObject} tree by a {@link dev.tablesmith.export.DocumentExporter};
 * {@code dev.tablesmith.io.export} prints those trees with Jackson and lists every exporter.
 */
package dev.tablesmith.export;
