package dev.tablesmith.edit;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.Entity;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Table;
import java.util.List;
import org.junit.jupiter.api.Test;

class EntityColoursTest {
    private static Entity entity(String name, String colour) {
        return new Entity(name, "", colour, List.of(), List.of(), 0, List.of());
    }

    private static Table table(Entity... entities) {
        return new Table("t", KeySchema.of(KeyAttribute.s("PK"), KeyAttribute.s("SK")), List.of(), null,
                List.of(entities), null, List.of());
    }

    @Test
    void duplicateOfAnEntityWithItsOwnColourIsDrawnInAnotherColourThanEveryEntity() {
        CommandStack stack = new CommandStack(dev.tablesmith.model.Design.of("d",
                table(entity("Customer", "#4C9AFF"), entity("Order", "#E8743B"), entity("Item", null))));

        stack.push(EntityEdits.duplicateEntity("t", "Order", "Copy of Order"));

        var colours = EntityColours.of(stack.design().table());
        assertThat(colours.get("Copy of Order")).isNotEqualToIgnoringCase("#E8743B");
        assertThat(colours.values()).doesNotHaveDuplicates();
    }

    @Test
    void duplicateOfEntitiesWithoutColoursShiftsNoOtherEntityOntoTheCopysColour() {
        Table before = table(entity("A", null), entity("B", null), entity("C", null), entity("D", null));
        var drawn = EntityColours.of(before);
        CommandStack stack = new CommandStack(dev.tablesmith.model.Design.of("d", before));

        stack.push(EntityEdits.duplicateEntity("t", "A", "Copy of A"));

        var after = EntityColours.of(stack.design().table());
        assertThat(after.values()).doesNotHaveDuplicates();
        assertThat(after.get("Copy of A")).isNotEqualTo(drawn.get("A"));
        assertThat(after.get("B")).isEqualTo(drawn.get("B"));
        assertThat(after.get("C")).isEqualTo(drawn.get("C"));
    }

    @Test
    void whenThePaletteIsUsedUpTheLeastUsedColourIsChosen() {
        List<Entity> entities = new java.util.ArrayList<>();
        for (int i = 0; i < EntityColours.PALETTE.size(); i++) {
            entities.add(entity("E" + i, EntityColours.PALETTE.get(i)));
        }
        entities.add(entity("Extra", EntityColours.PALETTE.get(0)));

        assertThat(EntityColours.unused(table(entities.toArray(Entity[]::new)))).isEqualTo(EntityColours.PALETTE.get(1));
    }
}
