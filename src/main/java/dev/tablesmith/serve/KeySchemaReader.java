package dev.tablesmith.serve;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablesmith.engine.request.DynamoDbError;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Projection;
import dev.tablesmith.model.ProjectionType;
import dev.tablesmith.model.ScalarType;
import dev.tablesmith.model.Throughput;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The parts CreateTable and UpdateTable share: {@code AttributeDefinitions}, a {@code KeySchema}, a
 * {@code Projection} and a {@code ProvisionedThroughput}, read from the request and checked with DynamoDB's texts
 * (dynalite {@code test/createTable.js}; ack-api-quirks DDB-TABLE-124, -126, verified on DynamoDB 2026-10-08).
 */
final class KeySchemaReader {
    /** "One or more parameter values were invalid: ", the head of DynamoDB's semantic CreateTable errors. */
    static final String INVALID = "One or more parameter values were invalid: ";
    /** DynamoDB's bound on capacity units ("Given value 1000000000001 for ReadCapacityUnits is out of bounds"). */
    static final long MAX_CAPACITY = 1_000_000_000_000L;
    /** At most 20 NonKeyAttributes in one projection. */
    static final int MAX_NON_KEY_ATTRIBUTES = 20;

    /** One {@code KeySchema} element as sent: attribute name and {@code HASH} or {@code RANGE}. */
    record Element(String name, String keyType) {
        boolean isHash() {
            return "HASH".equals(keyType);
        }
    }

    private KeySchemaReader() {
    }

    /** Shape errors of {@code AttributeDefinitions} (names and types present, types one of B, N, S). */
    static void checkDefinitions(JsonNode definitions, String path, ConstraintErrors errors) {
        for (int i = 0; i < definitions.size(); i++) {
            JsonNode d = definitions.get(i);
            String at = path + "." + (i + 1) + ".member.";
            String name = d.path("AttributeName").textValue();
            String type = d.path("AttributeType").textValue();
            if (name == null) {
                errors.missing(at + "attributeName");
            }
            if (type == null) {
                errors.missing(at + "attributeType");
            } else if (!List.of("B", "N", "S").contains(type)) {
                errors.enumValue(type, at + "attributeType", "[B, N, S]");
            }
        }
    }

    /**
     * The definitions by name, in request order; a name given twice is refused ("Attribute Name is duplicated: pk",
     * also when the two entries differ in type: DDB-TABLE-127).
     */
    static Map<String, ScalarType> definitions(JsonNode definitions) {
        Map<String, ScalarType> byName = new LinkedHashMap<>();
        for (JsonNode d : definitions) {
            String name = d.path("AttributeName").textValue();
            if (byName.put(name, ScalarType.valueOf(d.path("AttributeType").textValue())) != null) {
                throw DynamoDbError.validation(INVALID + "Attribute Name is duplicated: " + name);
            }
        }
        return byName;
    }

    /** Shape errors of a {@code KeySchema} list: present, not empty, every element named and typed HASH or RANGE. */
    static void checkElements(JsonNode keySchema, String path, ConstraintErrors errors) {
        if (keySchema.isMissingNode() || keySchema.isNull()) {
            errors.missing(path);
            return;
        }
        if (keySchema.isEmpty()) {
            errors.invalid("[]", path, "Member must have length greater than or equal to 1");
        }
        for (int i = 0; i < keySchema.size(); i++) {
            JsonNode e = keySchema.get(i);
            String at = path + "." + (i + 1) + ".member.";
            if (e.path("AttributeName").textValue() == null) {
                errors.missing(at + "attributeName");
            }
            String type = e.path("KeyType").textValue();
            if (type == null) {
                errors.missing(at + "keyType");
            } else if (!type.equals("HASH") && !type.equals("RANGE")) {
                errors.enumValue(type, at + "keyType", "[HASH, RANGE]");
            }
        }
    }

    static List<Element> elements(JsonNode keySchema) {
        List<Element> elements = new ArrayList<>();
        for (JsonNode e : keySchema) {
            elements.add(new Element(e.path("AttributeName").textValue(), e.path("KeyType").textValue()));
        }
        return elements;
    }

    /**
     * A table's or an LSI's key: one HASH element, then at most one RANGE element of another attribute
     * ("Both the Hash Key and the Range Key element in the KeySchema have the same name", "Invalid KeySchema: The
     * first KeySchemaElement is not a HASH key type", "... The second KeySchemaElement is not a RANGE key type").
     */
    static void checkSingleKey(List<Element> elements) {
        if (elements.size() == 2 && elements.get(0).name().equals(elements.get(1).name())) {
            throw DynamoDbError.validation(
                    "Both the Hash Key and the Range Key element in the KeySchema have the same name");
        }
        if (!elements.get(0).isHash()) {
            throw DynamoDbError.validation("Invalid KeySchema: The first KeySchemaElement is not a HASH key type");
        }
        if (elements.size() == 2 && elements.get(1).isHash()) {
            throw DynamoDbError.validation("Invalid KeySchema: The second KeySchemaElement is not a RANGE key type");
        }
    }

    /**
     * A GSI's key: DynamoDB's multi-attribute keys allow up to 4 HASH elements followed by up to 4 RANGE elements,
     * checked in DynamoDB's words (ack-api-quirks DDB-TABLE-123, verified 2026-10-08: "The KeySchema exceeds the
     * maximum allowed number of HASH key attributes", "All HASH key attributes must precede RANGE key attributes in
     * the KeySchema", "The KeySchema contains multiple key attributes with the same name"); the order is checked,
     * not normalised, and a RANGE first is "The first KeySchemaElement is not a HASH key type" (DDB-TABLE-124).
     */
    static void checkGlobalKey(List<Element> elements) {
        if (!elements.get(0).isHash()) {
            throw DynamoDbError.validation("Invalid KeySchema: The first KeySchemaElement is not a HASH key type");
        }
        if (elements.size() == 2 && elements.get(0).name().equals(elements.get(1).name())) {
            throw DynamoDbError.validation(
                    "Both the Hash Key and the Range Key element in the KeySchema have the same name");
        }
        Set<String> seen = new HashSet<>();
        boolean inRange = false;
        int hashes = 0;
        int ranges = 0;
        for (Element e : elements) {
            if (!seen.add(e.name())) {
                throw DynamoDbError.validation("The KeySchema contains multiple key attributes with the same name");
            }
            if (e.isHash()) {
                if (inRange) {
                    throw DynamoDbError.validation(
                            "All HASH key attributes must precede RANGE key attributes in the KeySchema");
                }
                hashes++;
            } else {
                inRange = true;
                ranges++;
            }
        }
        if (hashes > KeySchema.MAX_MULTI_ATTRIBUTE_KEY_PARTS) {
            throw DynamoDbError.validation("The KeySchema exceeds the maximum allowed number of HASH key attributes");
        }
        if (ranges > KeySchema.MAX_MULTI_ATTRIBUTE_KEY_PARTS) {
            throw DynamoDbError.validation("The KeySchema exceeds the maximum allowed number of RANGE key attributes");
        }
    }

    /** The model key schema of checked elements, each attribute typed by its definition. */
    static KeySchema keySchema(List<Element> elements, Map<String, ScalarType> definitions) {
        List<KeyAttribute> hash = new ArrayList<>();
        List<KeyAttribute> range = new ArrayList<>();
        for (Element e : elements) {
            (e.isHash() ? hash : range).add(new KeyAttribute(e.name(), definitions.get(e.name())));
        }
        return new KeySchema(hash, range);
    }

    /** Shape errors of a {@code Projection}: present, a known type, a non-empty list of at most 20 names. */
    static void checkProjectionShape(JsonNode projection, String path, ConstraintErrors errors) {
        if (projection.isMissingNode() || projection.isNull()) {
            errors.missing(path);
            return;
        }
        String type = projection.path("ProjectionType").textValue();
        if (type != null && !List.of("ALL", "INCLUDE", "KEYS_ONLY").contains(type)) {
            errors.enumValue(type, path + ".projectionType", "[ALL, INCLUDE, KEYS_ONLY]");
        }
        JsonNode names = projection.path("NonKeyAttributes");
        if (names.isArray() && names.isEmpty()) {
            errors.invalid("[]", path + ".nonKeyAttributes", "Member must have length greater than or equal to 1");
        }
        if (names.isArray() && names.size() > MAX_NON_KEY_ATTRIBUTES) {
            errors.invalid(names.toString(), path + ".nonKeyAttributes",
                    "Member must have length less than or equal to " + MAX_NON_KEY_ATTRIBUTES);
        }
    }

    /**
     * The projection, with DynamoDB's rules (DDB-TABLE-126): no default type ("Unknown ProjectionType: null"),
     * NonKeyAttributes only with INCLUDE and then required, no name twice.
     */
    static Projection projection(JsonNode projection) {
        String type = projection.path("ProjectionType").textValue();
        if (type == null) {
            throw DynamoDbError.validation(INVALID + "Unknown ProjectionType: null");
        }
        JsonNode names = projection.path("NonKeyAttributes");
        boolean hasNames = names.isArray();
        if (!type.equals("INCLUDE")) {
            if (hasNames) {
                throw DynamoDbError.validation(INVALID + "ProjectionType is " + type
                        + ", but NonKeyAttributes is specified");
            }
            return new Projection(ProjectionType.valueOf(type), List.of());
        }
        if (!hasNames) {
            throw DynamoDbError.validation(INVALID + "ProjectionType is INCLUDE, but NonKeyAttributes is not specified");
        }
        List<String> attributes = new ArrayList<>();
        for (JsonNode n : names) {
            if (attributes.contains(n.asText())) {
                throw DynamoDbError.validation(INVALID + "Duplicate element in NonKeyAttributes: " + n.asText());
            }
            attributes.add(n.asText());
        }
        return Projection.include(attributes);
    }

    /** Shape errors of a {@code ProvisionedThroughput}: both members present and at least 1 (write first). */
    static void checkThroughputShape(JsonNode throughput, String path, ConstraintErrors errors) {
        if (throughput.isMissingNode() || throughput.isNull()) {
            return;
        }
        checkUnits(throughput.path("WriteCapacityUnits"), path + ".writeCapacityUnits", errors);
        checkUnits(throughput.path("ReadCapacityUnits"), path + ".readCapacityUnits", errors);
    }

    private static void checkUnits(JsonNode units, String path, ConstraintErrors errors) {
        if (!units.isNumber()) {
            errors.missing(path);
        } else {
            errors.capacity(units.asLong(), path);
        }
    }

    /** The throughput, once its shape is checked: "Given value N for ReadCapacityUnits is out of bounds" over 10^12. */
    static Throughput throughput(JsonNode throughput) {
        long read = throughput.path("ReadCapacityUnits").asLong();
        long write = throughput.path("WriteCapacityUnits").asLong();
        if (read > MAX_CAPACITY) {
            throw DynamoDbError.validation("Given value " + read + " for ReadCapacityUnits is out of bounds");
        }
        if (write > MAX_CAPACITY) {
            throw DynamoDbError.validation("Given value " + write + " for WriteCapacityUnits is out of bounds");
        }
        return new Throughput(read, write);
    }

    static boolean present(JsonNode node) {
        return !node.isMissingNode() && !node.isNull();
    }
}
