package dev.tablesmith.ui.patterns;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Equality;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.PatternKind;
import dev.tablesmith.model.Table;
import dev.tablesmith.model.WriteOperation;
import dev.tablesmith.review.DesignValidator;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.InlineTaskRunner;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Patterns first: "Add pattern…" on a design with no entity at all. */
class AddPatternViewModelTest {
    private DesignSession session;
    private PatternsViewModel patterns;
    private AddPatternViewModel form;

    static Design emptyBlog() {
        Table table = new Table("blog", KeySchema.of(KeyAttribute.s("PK"), KeyAttribute.s("SK")), List.of(), null,
                List.of(), List.of(), List.of());
        return Design.of("blog", table);
    }

    @BeforeEach
    void openAnEmptyDesign() {
        session = new DesignSession(emptyBlog(), null, new InlineTaskRunner());
        patterns = new PatternsViewModel(session);
        form = patterns.newPattern();
    }

    private AccessPattern only() {
        assertThat(session.table().accessPatterns()).hasSize(1);
        return session.table().accessPatterns().get(0);
    }

    @Test
    void theFirstPatternGetsAp1AndCanCreateItsEntityInOneUndoStep() {
        assertThat(form.idProperty().get()).isEqualTo("AP1");
        form.nameProperty().set("Posts by author");
        form.entityProperty().set("Post");
        form.inputsProperty().set("authorId, status = PUBLISHED");

        assertThat(form.offerProperty().get()).isEqualTo("Create entity Post with attributes authorId, status");
        assertThat(form.createEntityProperty().get()).isTrue();
        assertThat(form.add()).isEmpty();

        assertThat(only()).satisfies(p -> {
            assertThat(p.id()).isEqualTo("AP1");
            assertThat(p.kind()).isEqualTo(PatternKind.READ);
            assertThat(p.entities()).containsExactly("Post");
            assertThat(p.equalities()).containsExactly(Equality.input("authorId"), Equality.fixed("status",
                    "PUBLISHED"));
            assertThat(p.requestsPerSecond()).isEqualTo(PatternsViewModel.NEW_PATTERN_RATE);
        });
        assertThat(session.table().entity("Post").orElseThrow().attributes()).extracting(Attribute::name)
                .containsExactly("authorId", "status");
        assertThat(new DesignValidator().validate(session.design())).isEmpty();
        assertThat(patterns.selectedProperty().get().id()).isEqualTo("AP1");
        assertThat(patterns.messageProperty().get()).isEqualTo("1 access pattern");
        assertThat(session.commands().undoDescription())
                .contains("Add access pattern AP1 with entity Post (authorId, status)");

        session.undo();

        assertThat(session.table().accessPatterns()).isEmpty();
        assertThat(session.table().entities()).isEmpty();
    }

    @Test
    void withoutCreatingTheEntityThePatternIsValidAndNeedsIt() {
        form.nameProperty().set("Posts by author");
        form.entityProperty().set("Post");
        form.inputsProperty().set("authorId");
        form.createEntityProperty().set(false);

        assertThat(form.add()).isEmpty();

        assertThat(session.table().entities()).isEmpty();
        assertThat(new DesignValidator().validate(session.design())).isEmpty();
        PatternRow row = patterns.rows().get(0);
        assertThat(row.status()).isEqualTo(PatternStatus.NEEDS_ENTITY);
        assertThat(row.statusLabel()).isEqualTo("Needs entity Post");
        assertThat(row.operation()).isEqualTo("—");
        assertThat(patterns.detailProperty().get().reason()).contains("no entity Post yet");
    }

    @Test
    void aWritePatternStartsAsAPutItemOfItsEntity() {
        form.nameProperty().set("Publish a post");
        form.kindProperty().set(PatternKind.WRITE);
        form.entityProperty().set("Post");

        assertThat(form.offerProperty().get()).isEqualTo("Create entity Post");
        assertThat(form.add()).isEmpty();

        assertThat(only().kind()).isEqualTo(PatternKind.WRITE);
        assertThat(only().write().operation()).isEqualTo(WriteOperation.PUT);
        assertThat(only().write().transaction()).isFalse();
        assertThat(session.table().entity("Post")).isPresent();
        assertThat(new DesignValidator().validate(session.design())).isEmpty();
        assertThat(patterns.rows().get(0).status()).isEqualTo(PatternStatus.WRITE);
    }

    @Test
    void eachRefusalNamesItsFieldAndChangesNothing() {
        Design before = session.design();
        assertThat(form.add()).contains("Say the question in words, e.g. Posts by author.");
        assertThat(form.errorFieldProperty().get()).isEqualTo(AddPatternViewModel.Field.NAME);

        form.nameProperty().set("Posts by author");
        form.idProperty().set(" ");
        assertThat(form.add()).isPresent();
        assertThat(form.errorFieldProperty().get()).isEqualTo(AddPatternViewModel.Field.ID);

        form.idProperty().set("AP1");
        assertThat(form.add()).hasValueSatisfying(m -> assertThat(m).startsWith("Name the entity the pattern "
                + "returns"));
        assertThat(form.errorFieldProperty().get()).isEqualTo(AddPatternViewModel.Field.ENTITY);

        form.entityProperty().set("Post");
        form.inputsProperty().set("status = ");
        assertThat(form.add()).hasValueSatisfying(m -> assertThat(m).startsWith("Give the constant after '='"));
        assertThat(form.errorFieldProperty().get()).isEqualTo(AddPatternViewModel.Field.INPUTS);
        form.inputsProperty().set("");
        assertThat(form.add()).hasValueSatisfying(m -> assertThat(m).startsWith("Name what the caller knows"));

        assertThat(session.design()).isSameAs(before);
    }

    @Test
    void anExistingEntityGetsTheMissingAttributeAndAMisspeltOneIsRefusedWithTheCloseName() {
        form.nameProperty().set("Posts by author");
        form.entityProperty().set("Post");
        form.inputsProperty().set("authorId");
        assertThat(form.add()).isEmpty();

        AddPatternViewModel second = patterns.newPattern();
        assertThat(second.idProperty().get()).isEqualTo("AP2");
        second.nameProperty().set("Published posts by author");
        second.entityProperty().set("Post");
        second.inputsProperty().set("autorId");
        assertThat(second.add()).contains("Post has no attribute autorId; did you mean authorId?");
        assertThat(second.errorFieldProperty().get()).isEqualTo(AddPatternViewModel.Field.INPUTS);

        second.inputsProperty().set("authorId, status = PUBLISHED");
        assertThat(second.offerProperty().get()).isEqualTo("Add attribute status to Post");
        second.createEntityProperty().set(false);
        assertThat(second.add()).hasValueSatisfying(m -> assertThat(m).startsWith("Post has no attribute status"));
        second.createEntityProperty().set(true);
        assertThat(second.add()).isEmpty();

        assertThat(session.table().entity("Post").orElseThrow().attributes()).extracting(Attribute::name)
                .containsExactly("authorId", "status");
        assertThat(new DesignValidator().validate(session.design())).isEmpty();
    }

    @Test
    void aKeyAttributeNeedsNoEntityAttribute() {
        form.nameProperty().set("Everything under one key");
        form.entityProperty().set("Post");
        form.inputsProperty().set("PK");

        assertThat(form.offerProperty().get()).isEqualTo("Create entity Post");
        assertThat(form.add()).isEmpty();
        assertThat(session.table().entity("Post").orElseThrow().attributes()).isEmpty();
    }
}
