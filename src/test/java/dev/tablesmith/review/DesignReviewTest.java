package dev.tablesmith.review;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.Equality;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.PatternKind;
import dev.tablesmith.model.Pricing;
import dev.tablesmith.model.Projection;
import dev.tablesmith.model.ReadConsistency;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.SortOrder;
import dev.tablesmith.model.Table;
import dev.tablesmith.model.WriteOperation;
import dev.tablesmith.model.WriteSpec;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class DesignReviewTest {

    static Design example(String name) throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        return gallery.load(gallery.find(name).orElseThrow());
    }

    @Test
    void commerceMainReferenceDesignHasNoError() throws Exception {
        List<Finding> findings = new DesignReview().review(example("commerce-main"));

        assertThat(findings).noneMatch(f -> f.severity() == Severity.ERROR);
        assertThat(findings).noneMatch(f -> f.severity() == Severity.WARNING);
    }

    @Test
    void ordersByShippingCarrierNeedAScanWithALevelTwoFix() throws Exception {
        Design design = example("commerce-main");
        Table table = design.table();
        Entity order = table.entity("Order").orElseThrow();
        List<Attribute> attributes = new ArrayList<>(order.attributes());
        attributes.add(new Attribute("carrier", AttributeType.S, false, List.of("fedex", "ups"), 12L, List.of()));
        Entity withCarrier = order.withAttributes(attributes);
        List<AccessPattern> patterns = new ArrayList<>(table.accessPatterns());
        patterns.add(Build.read("AP16", "Orders by shipping carrier", "Order", 2, Equality.input("carrier")));
        Table changed = table.withEntities(table.entities().stream().map(e -> e == order ? withCarrier : e).toList())
                .withAccessPatterns(patterns);

        List<Finding> findings = new DesignReview().review(design.withTable(table.name(), changed));

        assertThat(findings).filteredOn(f -> f.severity() == Severity.ERROR).singleElement().satisfies(f -> {
            assertThat(f.ruleId()).isEqualTo("scan-required");
            assertThat(f.location().pattern()).isEqualTo("AP16");
            assertThat(f.location().path()).isEqualTo("/tables/0/accessPatterns/18");
            assertThat(f.message()).startsWith("AP16 \"Orders by shipping carrier\" needs a Scan");
            assertThat(f.explanation()).contains("level 2 of 3", "partition [carrier (S)]", "no backfill");
        });
    }

    @Test
    void errorsComeFirstThenWarningsThenInfo() {
        Table table = Build.table(List.of(Build.gsi("GSI1", "GSI1PK", null)),
                List.of(Build.entity("Thing", 10, List.of(Build.s("thingId"), Build.s("colour")),
                        Map.of("PK", "THING#{thingId}", "SK", "META"))),
                List.of(Build.read("AP1", "Things by colour", "Thing", 1, Equality.input("colour"))));

        List<Finding> findings = new DesignReview().review(Design.of("d", table));

        assertThat(findings).extracting(Finding::severity).isSortedAccordingTo(Enum::compareTo)
                .contains(Severity.ERROR, Severity.WARNING, Severity.INFO);
    }

    @Test
    void reviewingTwiceGivesTheSameFindingsInTheSameOrder() throws Exception {
        Design design = example("org-chart");

        assertThat(new DesignReview().review(design)).isEqualTo(new DesignReview().review(design)).isNotEmpty();
    }

    @Test
    void everyRuleIdIsUniqueAndKebabCase() {
        assertThat(ReviewRule.values()).extracting(ReviewRule::id).doesNotHaveDuplicates()
                .allMatch(id -> id.matches("[a-z]+(-[a-z]+)*"));
    }

    @Test
    void findingsOfEveryTableAreReportedWithThatTablesPath() {
        Table first = Build.table(List.of(), List.of(Build.entity("A", 1, List.of(Build.s("id")),
                Map.of("PK", "A#{id}", "SK", "META"))), List.of(Build.read("AP1", "", "A", 1, Equality.input("id"))));
        Table second = new Table("second", first.keySchema(), List.of(), null, first.entities(), List.of(), List.of());

        List<Finding> findings = new DesignReview().review(new Design("d", "", List.of(first, second), null));

        assertThat(findings).filteredOn(f -> f.ruleId().equals("unread-entity")).singleElement()
                .satisfies(f -> assertThat(f.location().path()).isEqualTo("/tables/1/entities/0"));
    }

    /** Small designs for the review tests, built in code. */
    static final class Build {
        private Build() {
        }

        /** A table {@code t} with string PK and SK. */
        static Table table(List<SecondaryIndex> indexes, List<Entity> entities, List<AccessPattern> patterns) {
            return new Table("t-table", KeySchema.of(KeyAttribute.s("PK"), KeyAttribute.s("SK")), indexes, null,
                    entities, patterns, List.of());
        }

        static SecondaryIndex gsi(String name, String pk, String sk) {
            return SecondaryIndex.gsi(name, KeySchema.of(KeyAttribute.s(pk), sk == null ? null : KeyAttribute.s(sk)),
                    Projection.all());
        }

        static SecondaryIndex lsi(String name, String sk) {
            return SecondaryIndex.lsi(name, KeySchema.of(KeyAttribute.s("PK"), KeyAttribute.s(sk)), Projection.all());
        }

        /**
         * An entity; {@code keys} maps key attributes to templates, a template may carry its sparse condition
         * after {@code " when "}: {@code "OPEN when status = PENDING"}.
         */
        static Entity entity(String name, long count, List<Attribute> attributes, Map<String, String> keys,
                             Item... records) {
            List<EntityKey> entityKeys = new ArrayList<>();
            for (String attribute : List.of("PK", "SK", "GSI1PK", "GSI1SK", "GSI2PK", "GSI2SK", "LSI1SK")) {
                String text = keys.get(attribute);
                if (text != null) {
                    String[] parts = text.split(" when ", 2);
                    entityKeys.add(new EntityKey(attribute, parts[0], parts.length > 1 ? parts[1] : null));
                }
            }
            keys.keySet().stream().filter(k -> entityKeys.stream().noneMatch(e -> e.attribute().equals(k)))
                    .sorted().forEach(k -> entityKeys.add(EntityKey.of(k, keys.get(k))));
            return new Entity(name, "", null, attributes, entityKeys, count, List.of(records));
        }

        static Attribute s(String name) {
            return Attribute.required(name, AttributeType.S);
        }

        static Attribute n(String name) {
            return Attribute.required(name, AttributeType.N);
        }

        static Attribute s(String name, long distinct, String... examples) {
            return new Attribute(name, AttributeType.S, true, List.of(examples), distinct, List.of());
        }

        static Attribute oneOf(String name, String... values) {
            return new Attribute(name, AttributeType.S, true, List.of(), null, List.of(values));
        }

        static Attribute examples(String name, String... examples) {
            return new Attribute(name, AttributeType.S, true, List.of(examples), null, List.of());
        }

        /** A record: names and values, strings as S and numbers as N. */
        static Item record(Object... namesAndValues) {
            Map<String, AttributeValue> values = new LinkedHashMap<>();
            for (int i = 0; i < namesAndValues.length; i += 2) {
                Object value = namesAndValues[i + 1];
                values.put((String) namesAndValues[i], value instanceof Number number
                        ? AttributeValue.n(number.toString()) : AttributeValue.s((String) value));
            }
            return Item.of(values);
        }

        static AccessPattern read(String id, String name, String entity, double rate, Equality... equalities) {
            return new AccessPattern(id, name, "", PatternKind.READ, List.of(entity), List.of(equalities), null, null,
                    null, rate, ReadConsistency.EVENTUAL, null, null, Map.of(), null);
        }

        static AccessPattern list(String id, String entity, double rate, int limit, String index, SortOrder sort,
                                  Equality... equalities) {
            return new AccessPattern(id, "", "", PatternKind.READ, List.of(entity), List.of(equalities), null, sort,
                    limit, rate, ReadConsistency.EVENTUAL, index, null, Map.of(), null);
        }

        static AccessPattern put(String id, List<String> entities, double rate) {
            return new AccessPattern(id, "", "", PatternKind.WRITE, entities, List.of(), null, null, null, rate,
                    ReadConsistency.EVENTUAL, null, null, Map.of(), new WriteSpec(WriteOperation.PUT, null, null, false));
        }

        /** The findings of one check on the table. */
        static List<Finding> check(ReviewCheck check, Table table) {
            List<Finding> findings = new ArrayList<>();
            check.check(new ReviewContext(table, 0, Pricing.usEast1()), findings);
            return findings;
        }

        /** The findings of one rule when the whole review runs on the table. */
        static List<Finding> review(Table table, ReviewRule rule) {
            return new DesignReview().review(Design.of("d", table)).stream()
                    .filter(f -> f.ruleId().equals(rule.id())).toList();
        }
    }
}
