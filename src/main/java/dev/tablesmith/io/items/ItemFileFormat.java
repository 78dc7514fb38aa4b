package dev.tablesmith.io.items;

/** The shapes of DynamoDB JSON sample-data files, told apart by their content. */
public enum ItemFileFormat {
    /** {@code aws dynamodb scan} / {@code query} output: {@code {"Items": [...], "Count": n, ...}}, one or more pages. */
    SCAN("scan/query output"),
    /** {@code aws dynamodb get-item} output: {@code {"Item": {...}}}. */
    GET_ITEM("get-item output"),
    /** {@code batch-write-item --request-items}: {@code {"TABLE": [{"PutRequest": ...}, {"DeleteRequest": ...}]}}. */
    BATCH_WRITE("batch-write-item request"),
    /** A data file of a DynamoDB export to S3 (DYNAMODB_JSON): one {@code {"Item": {...}}} per line, gzip or plain. */
    S3_EXPORT("DynamoDB S3 export data");

    private final String label;

    ItemFileFormat(String label) {
        this.label = label;
    }

    /** How the report names the format: "scan/query output". */
    public String label() {
        return label;
    }
}
