package dev.tablesmith.review;

import dev.tablesmith.planner.ScaleEstimates;
import static dev.tablesmith.review.DesignReviewTest.Build.check;
import static dev.tablesmith.review.DesignReviewTest.Build.entity;
import static dev.tablesmith.review.DesignReviewTest.Build.oneOf;
import static dev.tablesmith.review.DesignReviewTest.Build.record;
import static dev.tablesmith.review.DesignReviewTest.Build.s;
import static dev.tablesmith.review.DesignReviewTest.Build.table;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.engine.ItemMaterializer;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Table;
import dev.tablesmith.template.KeyTemplate;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class OverlappingKeysCheckTest {

    private static Table of(Entity... entities) {
        return table(List.of(), List.of(entities), List.of());
    }

    private static Entity customer() {
        return entity("Customer", 10, List.of(s("userId")), Map.of("PK", "USER#{userId}", "SK", "PROFILE"),
                record("userId", "u1"));
    }

    @Test
    void twoEntitiesWhoseTemplatesRenderTheSameKeyAreFlagged() {
        Entity admin = entity("Admin", 10, List.of(s("adminId")), Map.of("PK", "USER#{adminId}", "SK", "PROFILE"));

        List<Finding> findings = check(new OverlappingKeysCheck(), of(customer(), admin));

        assertThat(findings).singleElement().satisfies(f -> {
            assertThat(f.ruleId()).isEqualTo("overlapping-keys");
            assertThat(f.severity()).isEqualTo(Severity.WARNING);
            assertThat(f.location().path()).isEqualTo("/tables/0/entities/1/keys/SK/template");
            assertThat(f.location().entity()).isEqualTo("Admin");
            assertThat(f.message()).isEqualTo("Customer (PK USER#{userId}, SK PROFILE) and Admin (PK USER#{adminId},"
                    + " SK PROFILE) can have the same primary key, e.g. PK = USER#u1, SK = PROFILE: writing one"
                    + " replaces the other");
        });
    }

    @Test
    void differentConstantSortKeysKeepTheTypesApart() {
        Entity admin = entity("Admin", 10, List.of(s("adminId")), Map.of("PK", "USER#{adminId}", "SK", "ADMIN"));

        assertThat(check(new OverlappingKeysCheck(), of(customer(), admin))).isEmpty();
    }

    @Test
    void aChildKeyThatExtendsItsParentAfterASeparatorDoesNotOverlap() {
        Entity dept = entity("Department", 10, List.of(s("orgId"), s("deptId")),
                Map.of("PK", "ORG#{orgId}", "SK", "ORG#{orgId}#DEPT#{deptId}"),
                record("orgId", "o1", "deptId", "exec"));
        Entity employee = entity("Employee", 10, List.of(s("orgId"), s("deptId"), s("empId")),
                Map.of("PK", "ORG#{orgId}", "SK", "ORG#{orgId}#DEPT#{deptId}#EMP#{empId}"),
                record("orgId", "o1", "deptId", "exec", "empId", "e100"));

        assertThat(check(new OverlappingKeysCheck(), of(dept, employee))).isEmpty();
    }

    @Test
    void freeTextIdCanTakeAnotherEntitysEnumValue() {
        Entity state = entity("State", 2, List.of(oneOf("state", "ON", "OFF")),
                Map.of("PK", "S#{state}", "SK", "META"));
        Entity session = entity("Session", 10, List.of(s("sessionId")), Map.of("PK", "S#{sessionId}", "SK", "META"),
                record("sessionId", "abc"));

        assertThat(check(new OverlappingKeysCheck(), of(state, session))).singleElement()
                .satisfies(f -> assertThat(f.message()).contains("e.g. PK = S#ON, SK = META"));
    }

    @Test
    void anEnumPlaceholderOnlyReadsBackItsOwnValues() {
        Entity state = entity("State", 2, List.of(oneOf("state", "ON", "OFF")),
                Map.of("PK", "S#{state}", "SK", "META"));
        Table table = of(state);
        KeyShapes shapes = new KeyShapes(new ScaleEstimates(table, ItemMaterializer.materialize(table)));
        List<KeyTemplate> templates = List.of(KeyTemplate.parse("S#{state}"));

        assertThat(shapes.canRender(state, templates, List.of("S#OFF"))).isTrue();
        assertThat(shapes.canRender(state, templates, List.of("S#abc"))).isFalse();
    }
}
