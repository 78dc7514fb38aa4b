package dev.tablesmith.ui.serve;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.tablesmith.io.JsonLimits;
import dev.tablesmith.planner.PatternMatch;
import java.io.IOException;
import java.util.Optional;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/** What the Request tab shows for the selected row: why it serves what it serves, and its JSON, indented. */
final class SelectedRequest {
    private static final ObjectMapper PRETTY = JsonLimits.jsonMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private final ReadOnlyStringWrapper requestText = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper responseText = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper reason = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper canAddPattern = new ReadOnlyBooleanWrapper();

    void show(TrafficRow row) {
        if (row == null) {
            requestText.set("");
            responseText.set("");
            reason.set("");
            canAddPattern.set(false);
            return;
        }
        requestText.set(pretty(row.request().requestJson()));
        responseText.set(pretty(row.request().responseJson()));
        reason.set(headline(row));
        canAddPattern.set(row.draft().isPresent());
    }

    /** "Serves AP2 (A customer's orders, newest first): why", "No access pattern reads …", "Scan: …". */
    static String headline(TrafficRow row) {
        Optional<PatternMatch> match = row.match();
        if (match.isEmpty()) {
            return row.reason();
        }
        return switch (match.get().verdict()) {
            case PATTERN -> "Serves " + String.join(", ", match.get().patterns().stream()
                    .map(p -> p.id() + " (" + p.name() + ")").toList()) + ": " + row.reason();
            case NO_PATTERN -> Character.toUpperCase(row.reason().charAt(0)) + row.reason().substring(1);
            case SCAN -> "Scan: " + row.reason();
            case REFUSED -> "Refused by DynamoDB: " + row.reason();
        };
    }

    /** The JSON indented; text that is not JSON as it is. */
    static String pretty(String json) {
        if (json == null || json.isBlank()) {
            return "";
        }
        try {
            return PRETTY.writeValueAsString(PRETTY.readTree(json));
        } catch (IOException e) {
            return json;
        }
    }

    ReadOnlyStringProperty requestTextProperty() {
        return requestText.getReadOnlyProperty();
    }

    ReadOnlyStringProperty responseTextProperty() {
        return responseText.getReadOnlyProperty();
    }

    ReadOnlyStringProperty reasonProperty() {
        return reason.getReadOnlyProperty();
    }

    ReadOnlyBooleanProperty canAddPatternProperty() {
        return canAddPattern.getReadOnlyProperty();
    }
}
