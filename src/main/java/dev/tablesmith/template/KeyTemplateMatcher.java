package dev.tablesmith.template;

import dev.tablesmith.template.TemplateSegment.Literal;
import dev.tablesmith.template.TemplateSegment.Placeholder;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Reads placeholder values back out of a key value; see {@link KeyTemplate#match(String)}. */
final class KeyTemplateMatcher {
    private KeyTemplateMatcher() {
    }

    static Optional<Map<String, String>> match(List<TemplateSegment> segments, String keyValue) {
        if (keyValue == null) {
            return Optional.empty();
        }
        Map<String, String> captured = new LinkedHashMap<>();
        int position = 0;
        for (int s = 0; s < segments.size(); s++) {
            TemplateSegment segment = segments.get(s);
            if (segment instanceof Literal literal) {
                if (!keyValue.startsWith(literal.text(), position)) {
                    return Optional.empty();
                }
                position += literal.text().length();
                continue;
            }
            Placeholder placeholder = (Placeholder) segment;
            TemplateSegment next = s + 1 < segments.size() ? segments.get(s + 1) : null;
            int end = captureEnd(placeholder, next, keyValue, position);
            if (end <= position) {
                return Optional.empty();
            }
            String text = keyValue.substring(position, end);
            String earlier = captured.putIfAbsent(placeholder.attribute(), text);
            if (earlier != null && !earlier.equals(text)) {
                return Optional.empty();
            }
            position = end;
        }
        return position == keyValue.length() ? Optional.of(captured) : Optional.empty();
    }

    /** Where the placeholder's capture ends, or -1 when it cannot be placed. */
    private static int captureEnd(Placeholder placeholder, TemplateSegment next, String keyValue, int position) {
        Optional<Integer> width = placeholder.fixedWidth();
        if (width.isPresent()) {
            int end = position + width.get();
            return end <= keyValue.length() ? end : -1;
        }
        if (next == null) {
            return keyValue.length();
        }
        if (next instanceof Literal literal) {
            return keyValue.indexOf(literal.text(), position + 1);
        }
        return -1;
    }
}
