package dev.tablesmith.io;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * Request field paths in the dotted form DynamoDB and the AWS CLI use in their messages
 * ({@code RequestItems.orders.Keys[0].PK}) instead of JSON Pointers ({@code /RequestItems/orders/Keys/0/PK}).
 */
final class RequestPaths {
    private RequestPaths() {
    }

    /**
     * The dotted path of {@code pointer}. Array elements are written {@code [n]}; with the tree at hand a segment
     * is an element exactly when its parent is an array, without it (malformed JSON) when it is all digits.
     */
    static String dotted(String pointer, JsonNode root) {
        if (pointer.isEmpty()) {
            return "";
        }
        StringBuilder out = new StringBuilder();
        JsonNode node = root;
        for (String raw : pointer.substring(1).split("/", -1)) {
            String segment = raw.replace("~1", "/").replace("~0", "~");
            boolean element = node != null ? node.isArray() : !segment.isEmpty() && segment.chars().allMatch(
                    Character::isDigit);
            if (element) {
                out.append('[').append(segment).append(']');
                node = node == null ? null : node.get(Integer.parseInt(segment));
            } else {
                out.append(out.length() == 0 ? "" : ".").append(segment);
                node = node == null ? null : node.get(segment);
            }
        }
        return out.toString();
    }
}
