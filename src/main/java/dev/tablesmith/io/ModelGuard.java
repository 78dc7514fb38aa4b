package dev.tablesmith.io;

import java.util.Optional;
import java.util.function.Supplier;

/**
 * Builds a model record, turning a broken invariant the readers did not foresee into a located problem instead of
 * an exception escaping to the user.
 */
final class ModelGuard {
    private ModelGuard() {
    }

    static <T> Optional<T> build(ReadContext context, String pointer, Supplier<T> constructor) {
        try {
            return Optional.of(constructor.get());
        } catch (IllegalArgumentException | NullPointerException e) {
            context.problem(pointer, e.getMessage() == null ? "invalid value" : e.getMessage());
            return Optional.empty();
        }
    }
}
