package dev.tablesmith.serve;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.function.Function;

/** Dispatches the control-plane operations to {@link ControlPlane} and publishes the designs they produce. */
final class ControlPlaneCalls {
    private ControlPlaneCalls() {
    }

    static Answer answer(String operation, JsonNode body, ServedTables tables) {
        return switch (operation) {
            case "ListTables" -> Answer.ok(Dispatcher.json(ControlPlane.listTables(tables.snapshot().design(), body)),
                    0);
            case "DescribeTable" -> {
                ServedState state = tables.snapshot();
                yield Answer.ok(Dispatcher.json(ControlPlane.describeTable(state.design(), state.tables(), body)), 0);
            }
            case "DescribeTimeToLive" -> Answer.ok(Dispatcher.json(
                    ControlPlane.describeTimeToLive(tables.snapshot().design(), body)), 0);
            case "CreateTable" -> change(tables, s -> ControlPlane.createTable(s.design(), body));
            case "DeleteTable" -> change(tables, s -> ControlPlane.deleteTable(s.design(), s.tables(), body));
            case "UpdateTable" -> change(tables, s -> ControlPlane.updateTable(s.design(), s.tables(), body));
            case "UpdateTimeToLive" -> change(tables, s -> ControlPlane.updateTimeToLive(s.design(), body));
            default -> throw new IllegalArgumentException("not a control-plane operation: " + operation);
        };
    }

    private static Answer change(ServedTables tables,
                                 Function<ServedState, ControlPlane.Change> work) {
        ControlPlane.Change change = tables.write(state -> {
            ControlPlane.Change c = work.apply(state);
            return ServedTables.Update.design(c, c.design());
        });
        return Answer.ok(Dispatcher.json(change.response()), 0);
    }
}
