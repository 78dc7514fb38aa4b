package dev.tablesmith.engine.expr;

import java.util.List;

/**
 * A function call. {@code attribute_exists}, {@code attribute_not_exists}, {@code attribute_type},
 * {@code begins_with} and {@code contains} are conditions; {@code size} is an operand. A call is parsed in either
 * place and the validator refuses the wrong one ("The function is not allowed to be used this way in an
 * expression; function: size"). Function names are case-sensitive.
 */
public record FunctionCall(String name, List<Operand> arguments, int position) implements Operand, Condition {
    public FunctionCall {
        arguments = List.copyOf(arguments);
    }
}
