package dev.tablesmith.sample;

import dev.tablesmith.io.DesignLoadException;
import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.Table;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;

/** Designs for the sample tests: the bundled examples, and small designs written as design-file text. */
final class SampleFixtures {
    static final JsonDesignStore STORE = new JsonDesignStore();

    private SampleFixtures() {
    }

    /** A bundled example, loaded and validated as the app loads it. */
    static Design example(String name) {
        try {
            ExampleGallery gallery = new ExampleGallery();
            return gallery.load(gallery.find(name).orElseThrow(() -> new AssertionError("no example " + name)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (DesignLoadException e) {
            throw new AssertionError(e.problems().toString(), e);
        }
    }

    /** The names of the bundled examples. */
    static List<String> exampleNames() {
        try {
            return new ExampleGallery().list().stream().map(dev.tablesmith.io.Example::name).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * A one-table design with string keys PK and SK, a GSI1 (GSI1PK, GSI1SK) and the given entities (JSON array
     * elements, without the brackets).
     */
    static Design design(String entitiesJson) {
        String text = """
                {
                  "format": "tablesmith/1",
                  "name": "test",
                  "tables": [
                    {
                      "name": "test",
                      "partitionKey": { "name": "PK", "type": "S" },
                      "sortKey": { "name": "SK", "type": "S" },
                      "globalSecondaryIndexes": [
                        {
                          "name": "GSI1",
                          "partitionKey": { "name": "GSI1PK", "type": "S" },
                          "sortKey": { "name": "GSI1SK", "type": "S" }
                        }
                      ],
                      "entities": [ %s ]
                    }
                  ]
                }
                """.formatted(entitiesJson);
        return read(text);
    }

    /** A design from its file text, which must be valid. */
    static Design read(String designJson) {
        try {
            return STORE.read(new ByteArrayInputStream(designJson.getBytes(StandardCharsets.UTF_8)),
                    "test.tablesmith.json");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (DesignLoadException e) {
            throw new AssertionError(e.problems().toString(), e);
        }
    }

    /** One entity with PK {@code E#{id}}, SK {@code META} and the given attribute declarations after {@code id}. */
    static Table single(String attributesJson) {
        return design("""
                {
                  "name": "Thing",
                  "attributes": [
                    { "name": "id", "type": "S", "required": true, "examples": ["t1"] },
                    %s
                  ],
                  "keys": { "PK": { "template": "E#{id}" }, "SK": { "template": "META" } }
                }
                """.formatted(attributesJson)).table();
    }

    static Entity entity(Table table, String name) {
        return table.entity(name).orElseThrow(() -> new AssertionError("no entity " + name));
    }

    static List<Item> records(Table table, String entity) {
        return entity(table, entity).records();
    }

    /** The values of one attribute over an entity's records that have it. */
    static List<AttributeValue> values(Table table, String entity, String attribute) {
        return records(table, entity).stream().map(r -> r.attributes().get(attribute)).filter(Objects::nonNull)
                .toList();
    }

    /** The text of S or N values. */
    static List<String> texts(Table table, String entity, String attribute) {
        return values(table, entity, attribute).stream().map(SampleFixtures::text).toList();
    }

    static Set<String> distinctTexts(Table table, String entity, String attribute) {
        return texts(table, entity, attribute).stream().collect(Collectors.toSet());
    }

    static String text(AttributeValue value) {
        if (value instanceof AttributeValue.S s) {
            return s.value();
        }
        if (value instanceof AttributeValue.N n) {
            return n.value();
        }
        throw new AssertionError("not S or N: " + value);
    }
}
