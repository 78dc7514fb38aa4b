package dev.tablesmith.review;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Table;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class EntityRulesTest {
    private final DesignValidator validator = new DesignValidator();

    private static Design withAttribute(String entity, Attribute attribute) {
        return CommerceMain.withEntity(entity, e -> {
            List<Attribute> attributes = new ArrayList<>(e.attributes());
            attributes.add(attribute);
            return e.withAttributes(attributes);
        });
    }

    @Test
    void duplicateEntityNamesAreRejected() {
        Design design = CommerceMain.withEntity("OrderItem", e -> e.withName("Order"));

        assertThat(validator.validate(design)).contains(
                Problem.at("/tables/0/entities/2/name", "entity name 'Order' is already used by entities[1]"));
    }

    @Test
    void entityWithoutNameIsRejected() {
        Design design = CommerceMain.withEntity("OrderItem", e -> e.withName(""));

        assertThat(validator.validate(design)).containsExactly(
                Problem.at("/tables/0/entities/2/name", "entity has no name"));
    }

    @Test
    void attributeDeclaredTwiceWithTheSameTypeIsRejected() {
        assertThat(validator.validate(withAttribute("Order", Attribute.optional("status", AttributeType.S))))
                .containsExactly(Problem.at("/tables/0/entities/1/attributes/6/name",
                        "attribute 'status' is declared twice in Order (also attributes[3])"));
    }

    @Test
    void attributeDeclaredTwiceWithTwoTypesNamesBothTypes() {
        assertThat(validator.validate(withAttribute("Order", Attribute.optional("total", AttributeType.S))))
                .containsExactly(Problem.at("/tables/0/entities/1/attributes/6/type",
                        "attribute 'total' is declared twice in Order, as N and as S"));
    }

    @Test
    void attributeWithoutNameIsRejected() {
        assertThat(validator.validate(withAttribute("Order", Attribute.optional("", AttributeType.S))))
                .containsExactly(Problem.at("/tables/0/entities/1/attributes/6/name", "attribute has no name"));
    }

    @Test
    void attributeNamedLikeAKeyAttributeIsRejected() {
        assertThat(validator.validate(withAttribute("Order", Attribute.optional("GSI1PK", AttributeType.S))))
                .containsExactly(Problem.at("/tables/0/entities/1/attributes/6/name", "attribute 'GSI1PK' has the"
                        + " name of a key attribute, whose value is rendered from Order's key template; declare it"
                        + " only when that template is exactly {GSI1PK}"));
    }

    @Test
    void attributeNamedLikeAKeyTheEntityDoesNotWriteIsRejected() {
        assertThat(validator.validate(withAttribute("OrderItem", Attribute.optional("GSI2PK", AttributeType.S))))
                .extracting(Problem::path).containsExactly("/tables/0/entities/2/attributes/5/name");
    }

    @Test
    void naturalKeyAttributeRenderedByItsOwnNameIsValid() {
        assertThat(validator.validate(naturalKeyDesign(AttributeType.S))).isEmpty();
    }

    @Test
    void naturalKeyAttributeOfAnotherTypeThanItsKeyIsRejected() {
        assertThat(validator.validate(naturalKeyDesign(AttributeType.N))).contains(
                Problem.at("/tables/0/entities/0/attributes/0/type", "attribute 'userId' is N but key attribute"
                        + " 'userId' is S"));
    }

    private static Design naturalKeyDesign(AttributeType type) {
        Entity user = new Entity("User", "", null,
                List.of(Attribute.required("userId", type), Attribute.optional("email", AttributeType.S)),
                List.of(EntityKey.of("userId", "{userId}")), 10, List.of());
        return Design.of("users", new Table("users", KeySchema.of(KeyAttribute.s("userId"), null), null, null,
                List.of(user), null, null));
    }
}
