package dev.tablesmith.io.roundtrip;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.io.Example;
import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.io.export.Exporters;
import dev.tablesmith.io.interop.DesignImport;
import dev.tablesmith.io.interop.ImportResult;
import dev.tablesmith.io.interop.RealWorldFixtures;
import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Table;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Export → import through a OneTable schema keeps what OneTable expresses for the first table: the keys, every
 * index (GSIs and LSIs) with its projection, TTL, one model per entity with its key templates, and the attributes
 * with their types, required flags and enums, and {@code pad:W} (OneTable's {@code ${n:W:0}}). The documented
 * limits in docs/exports.md are the only losses: {@code pad:W.S} comes back as the width OneTable pads to,
 * {@code upper}/{@code lower}/{@code date}/{@code datetime} and sparse conditions have no OneTable form (the schema's
 * notes, read back as warnings, say so), and TTL is a model field's option, so a TTL attribute no entity declares is
 * not written.
 */
class OneTableRoundTripTest {
    static Stream<String> examples() throws Exception {
        return new ExampleGallery().list().stream().map(Example::name);
    }

    static Stream<Path> fixtures() throws Exception {
        try (Stream<Path> files = Files.list(RealWorldFixtures.folder().resolve("onetable"))) {
            return files.sorted().toList().stream();
        }
    }

    static ImportResult reimport(Design design) throws Exception {
        String schema = Exporters.byId("onetable").orElseThrow().export(design);
        return DesignImport.read(schema, "schema.json", design.table().name());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("examples")
    void aBundledExampleKeepsItsOneTableShape(String name) throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        Design design = gallery.load(gallery.find(name).orElseThrow());
        ImportResult back = reimport(design);
        DesignShapes.assertSameShape(DesignShapes.oneTable(back.design()), DesignShapes.oneTable(design));
        assertThat(back.warnings()).allSatisfy(w -> assertThat(w.message())
                .containsAnyOf("does not name its table", "without a value template", "the schema notes: "));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fixtures")
    void aRealWorldSchemaImportedExportedAndImportedAgainIsTheSameDesign(Path file) throws Exception {
        Design first = DesignImport.read(file).design();
        ImportResult second = reimport(first);
        DesignShapes.assertSameShape(DesignShapes.oneTable(second.design()), DesignShapes.oneTable(first));
    }

    @Test
    void aTtlAttributeAnEntityDeclaresComesBackAsTheTablesTtl() throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        Design design = gallery.load(gallery.find("commerce-main").orElseThrow());
        Table table = design.table();
        Entity order = table.entity("Order").orElseThrow();
        List<Attribute> attributes = new ArrayList<>(order.attributes());
        attributes.add(new Attribute("expiresAt", AttributeType.N, false, List.of(), null, List.of()));
        Design withTtl = design.withTable(table.name(), table.withEntities(table.entities().stream()
                .map(e -> e == order ? e.withAttributes(attributes) : e).toList()));
        Design back = reimport(withTtl).design();
        assertThat(back.table().settings().ttlAttribute()).isEqualTo("expiresAt");
        DesignShapes.assertSameShape(DesignShapes.oneTable(back), DesignShapes.oneTable(withTtl));
    }

    @Test
    void padComesBackCaseAndConditionsAreTheNotedLossesAndAnUndeclaredTtlIsLost() throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        Design ledger = gallery.load(gallery.find("ledgerleaf").orElseThrow());
        ImportResult ledgerBack = reimport(ledger);
        Table back = ledgerBack.design().table();
        assertThat(back.entity("LineItem").orElseThrow().key("SK").orElseThrow().template())
                .isEqualTo("LINE#{lineNo|pad:3}");
        assertThat(back.entity("User").orElseThrow().key("GSI1PK").orElseThrow().template())
                .isEqualTo("EMAIL#{email}");
        assertThat(back.entity("Invoice").orElseThrow().key("GSI2PK").orElseThrow().isSparse()).isFalse();
        assertThat(ledgerBack.warnings()).anySatisfy(w -> assertThat(w.message())
                .contains("the schema notes: User.GSI1PK = EMAIL#{email|lower}: OneTable has no lower filter"));
        assertThat(ledgerBack.warnings()).anySatisfy(w -> assertThat(w.message())
                .contains("the schema notes: Invoice.GSI2PK = OVERDUE#{accountId} when status = OVERDUE")
                .contains("pass GSI2PK: null when the condition does not hold (patterns AP3"));

        Design design = gallery.load(gallery.find("commerce-main").orElseThrow());
        Design commerceBack = reimport(design).design();
        assertThat(commerceBack.table().entity("Product").orElseThrow().key("GSI1SK").orElseThrow().template())
                .isEqualTo("PRICE#{price|pad:10}");
        assertThat(design.table().settings().ttlAttribute()).isEqualTo("expiresAt");
        assertThat(commerceBack.table().settings().ttlAttribute()).isNull();
        assertThat(Files.readString(Path.of("docs/exports.md")))
                .contains("`pad:W` becomes `${attr:W:0}`")
                .contains("the TTL attribute is marked `ttl: true` on the models that declare it");
    }
}
