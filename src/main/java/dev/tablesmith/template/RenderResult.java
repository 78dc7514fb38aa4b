package dev.tablesmith.template;

import dev.tablesmith.model.AttributeValue;
import java.util.Base64;
import java.util.Objects;
import java.util.Optional;

/**
 * The outcome of rendering a key template for one item: either the key value, or why the item cannot have it.
 *
 * <p>Callers decide what a failure means. For a table key it means the item cannot be written at all (DynamoDB
 * rejects a PutItem without the full primary key). For a GSI key, {@link Reason#MISSING_ATTRIBUTE} usually just
 * means the item is not in that index: DynamoDB indexes an item only if it has every key attribute of the index.
 */
public sealed interface RenderResult permits RenderResult.Rendered, RenderResult.Unrenderable {

    /** Why a template could not be rendered. */
    enum Reason {
        /** The item has no value for an attribute the template needs. */
        MISSING_ATTRIBUTE,
        /** The value's type cannot go into a key, or does not suit a filter (pad on a string, ...). */
        UNSUPPORTED_TYPE,
        /** An N value whose text is not a number. */
        NOT_A_NUMBER,
        /** A negative number given to pad: zero-padded negatives do not sort as numbers. */
        NEGATIVE_NUMBER,
        /** A number with more decimals than pad keeps: pad never rounds. */
        TOO_MANY_DECIMALS,
        /** A number with more integer digits than pad's width. */
        DOES_NOT_FIT,
        /** A value given to date or datetime that is not an ISO date/time or epoch seconds. */
        NOT_A_DATE,
        /** An N or B key needs a template that is exactly one placeholder without filters. */
        NOT_A_SINGLE_PLACEHOLDER
    }

    /** Whether the template rendered. */
    boolean isRendered();

    /** The rendered text (see {@link Rendered#text()}), or empty when it did not render. */
    Optional<String> text();

    /** The template rendered to {@code value}: an S value, or for {@code renderAs(N|B, ...)} that type. */
    record Rendered(AttributeValue value) implements RenderResult {
        public Rendered {
            Objects.requireNonNull(value, "value");
        }

        @Override
        public boolean isRendered() {
            return true;
        }

        /** The value as text: the string, the number's text as written, or base64 for binary. */
        @Override
        public Optional<String> text() {
            if (value instanceof AttributeValue.S s) {
                return Optional.of(s.value());
            }
            if (value instanceof AttributeValue.N n) {
                return Optional.of(n.value());
            }
            if (value instanceof AttributeValue.B b) {
                return Optional.of(Base64.getEncoder().encodeToString(b.value()));
            }
            return Optional.of(String.valueOf(value));
        }
    }

    /**
     * The template did not render.
     *
     * @param attribute the attribute whose value was missing or unsuitable
     * @param reason    the kind of failure
     * @param message   one line for the user, e.g. {@code 19999999.5 does not fit pad:7.2 (7 integer digits)}
     */
    record Unrenderable(String attribute, Reason reason, String message) implements RenderResult {
        public Unrenderable {
            Objects.requireNonNull(attribute, "attribute");
            Objects.requireNonNull(reason, "reason");
            Objects.requireNonNull(message, "message");
        }

        @Override
        public boolean isRendered() {
            return false;
        }

        @Override
        public Optional<String> text() {
            return Optional.empty();
        }
    }

    static RenderResult rendered(String text) {
        return new Rendered(new AttributeValue.S(text));
    }

    static RenderResult failure(String attribute, Reason reason, String message) {
        return new Unrenderable(attribute, reason, message);
    }
}
