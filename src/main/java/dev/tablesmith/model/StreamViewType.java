package dev.tablesmith.model;

/** What a DynamoDB stream record carries for each item change. */
public enum StreamViewType {
    KEYS_ONLY, NEW_IMAGE, OLD_IMAGE, NEW_AND_OLD_IMAGES
}
