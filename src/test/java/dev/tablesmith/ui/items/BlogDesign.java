package dev.tablesmith.ui.items;

import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Projection;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import java.util.List;

/** A blog as a new user builds it in the app: users, their posts, the posts' comments; no sample data yet. */
final class BlogDesign {
    private BlogDesign() {
    }

    static final Entity USER = new Entity("User", "", null,
            List.of(Attribute.required("userId", AttributeType.S), Attribute.optional("name", AttributeType.S),
                    Attribute.required("createdAt", AttributeType.S)),
            List.of(EntityKey.of("PK", "USER#{userId}"), EntityKey.of("SK", "PROFILE")), 0, List.of());

    static final Entity POST = new Entity("Post", "", null,
            List.of(Attribute.required("postId", AttributeType.S), Attribute.required("userId", AttributeType.S),
                    Attribute.optional("title", AttributeType.S), Attribute.required("createdAt", AttributeType.S)),
            List.of(EntityKey.of("PK", "POST#{postId}"), EntityKey.of("SK", "POST"),
                    EntityKey.of("GSI1PK", "USER#{userId}"), EntityKey.of("GSI1SK", "POST#{createdAt}")), 0,
            List.of());

    static final Entity COMMENT = new Entity("Comment", "", null,
            List.of(Attribute.required("postId", AttributeType.S), Attribute.required("userId", AttributeType.S),
                    Attribute.optional("body", AttributeType.S), Attribute.required("createdAt", AttributeType.S)),
            List.of(EntityKey.of("PK", "POST#{postId}"), EntityKey.of("SK", "COMMENT#{createdAt}")), 0, List.of());

    /** The blog with no records and no explicit items. */
    static Design empty() {
        return withEntities(List.of(USER, POST, COMMENT));
    }

    static Design withEntities(List<Entity> entities) {
        Table table = new Table("blog", KeySchema.of(KeyAttribute.s("PK"), KeyAttribute.s("SK")),
                List.of(SecondaryIndex.gsi("GSI1", KeySchema.of(KeyAttribute.s("GSI1PK"), KeyAttribute.s("GSI1SK")),
                        Projection.all())),
                null, entities, List.of(), List.of());
        return Design.of("blog", table);
    }
}
