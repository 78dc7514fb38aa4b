package dev.tablesmith.serve;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablesmith.engine.SimulatedTable;
import dev.tablesmith.engine.request.DynamoDbError;
import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Table;
import java.util.HashMap;
import java.util.Map;
import org.assertj.core.api.AbstractThrowableAssert;
import org.junit.jupiter.api.function.Executable;

/** Shared fixtures of the control-plane tests: request bodies, the commerce-main example, error assertions. */
final class ControlPlaneFixtures {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private ControlPlaneFixtures() {
    }

    /** A request body written with single quotes for readability. */
    static JsonNode body(String json) {
        try {
            return MAPPER.readTree(json.replace('\'', '"'));
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(json, e);
        }
    }

    static Design commerceMain() {
        try {
            ExampleGallery gallery = new ExampleGallery();
            return gallery.load(gallery.find("commerce-main").orElseThrow());
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    /** The endpoint's served tables for a design: each table with the items its sample data materializes into. */
    static Map<String, SimulatedTable> served(Design design) {
        Map<String, SimulatedTable> tables = new HashMap<>();
        for (Table t : design.tables()) {
            tables.put(t.name(), SimulatedTable.of(t));
        }
        return tables;
    }

    /** Asserts that {@code call} is refused with DynamoDB's {@code type} and exactly {@code message}. */
    static void assertRefused(Executable call, String type, String message) {
        AbstractThrowableAssert<?, ? extends Throwable> refused = assertThatThrownBy(call::execute)
                .isInstanceOf(DynamoDbError.class).hasMessage(message);
        refused.extracting(e -> ((DynamoDbError) e).errorType()).isEqualTo(type);
    }

    static void assertValidation(Executable call, String message) {
        assertRefused(call, "ValidationException", message);
    }
}
