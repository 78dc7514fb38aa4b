package dev.tablesmith.template;

import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.template.RenderResult.Reason;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

/** One piece of a parsed key template: literal text, or a placeholder for an attribute's value. */
public sealed interface TemplateSegment permits TemplateSegment.Literal, TemplateSegment.Placeholder {

    /** The 1-based column in the template text where this segment starts. */
    int column();

    /** The segment as canonical template text (braces in literals doubled: <code>&#123;&#123;</code>). */
    String source();

    /**
     * Literal text, copied into the key as is.
     *
     * @param text   the text, with doubled braces already read as single ones
     * @param column where it starts in the template
     */
    record Literal(String text, int column) implements TemplateSegment {
        public Literal {
            Objects.requireNonNull(text, "text");
            if (text.isEmpty()) {
                throw new IllegalArgumentException("a literal segment is not empty");
            }
        }

        @Override
        public String source() {
            return text.replace("{", "{{").replace("}", "}}");
        }
    }

    /**
     * {@code {attribute|filter|...}}: the attribute's value, through its filters.
     *
     * @param attribute the entity attribute whose value goes here
     * @param filters   filters applied left to right
     * @param column    the column of the opening brace
     */
    record Placeholder(String attribute, List<TemplateFilter> filters, int column) implements TemplateSegment {
        /** The value types a key can hold as text: strings, numbers (their text) and booleans. */
        public static final List<AttributeType> RENDERABLE_TYPES =
                List.of(AttributeType.S, AttributeType.N, AttributeType.BOOL);

        public Placeholder {
            Objects.requireNonNull(attribute, "attribute");
            filters = List.copyOf(filters);
        }

        @Override
        public String source() {
            StringBuilder text = new StringBuilder("{").append(attribute);
            filters.forEach(f -> text.append('|').append(f.source()));
            return text.append('}').toString();
        }

        /** The width of what this placeholder renders, when a filter fixes it (the last pad/date/datetime). */
        public Optional<Integer> fixedWidth() {
            Optional<Integer> width = Optional.empty();
            for (TemplateFilter filter : filters) {
                if (filter.fixedWidth().isPresent()) {
                    width = filter.fixedWidth();
                }
            }
            return width;
        }

        /** Renders this placeholder's text for one item. */
        public RenderResult render(Function<String, Optional<AttributeValue>> values) {
            Optional<AttributeValue> found = values.apply(attribute);
            if (found == null || found.isEmpty()) {
                return RenderResult.failure(attribute, Reason.MISSING_ATTRIBUTE,
                        "missing attribute '" + attribute + "'");
            }
            AttributeValue value = found.get();
            for (TemplateFilter filter : filters) {
                RenderResult step = filter.apply(attribute, value);
                if (!(step instanceof RenderResult.Rendered rendered)) {
                    return step;
                }
                value = rendered.value();
            }
            if (value instanceof AttributeValue.S s) {
                return RenderResult.rendered(s.value());
            }
            if (value instanceof AttributeValue.N n) {
                return RenderResult.rendered(n.value());
            }
            if (value instanceof AttributeValue.Bool b) {
                return RenderResult.rendered(Boolean.toString(b.value()));
            }
            return RenderResult.failure(attribute, Reason.UNSUPPORTED_TYPE, "'" + attribute + "' is "
                    + value.type() + "; only S, N and BOOL values can be rendered into a key");
        }

        /**
         * The type problems of this placeholder when its attribute has type {@code type}: a filter that cannot
         * take its input (pad on a string), or a final value that cannot go into a key (a list, a set, ...).
         */
        public List<TemplateTypeProblem> typeProblems(AttributeType type) {
            List<TemplateTypeProblem> problems = new ArrayList<>();
            AttributeType current = type;
            String subject = "'" + attribute + "'";
            for (TemplateFilter filter : filters) {
                Optional<String> problem = filter.inputProblem(subject, current);
                if (problem.isPresent()) {
                    problems.add(new TemplateTypeProblem(filter.column(), attribute, problem.get()));
                    return problems;
                }
                current = AttributeType.S;
                subject = "the result of " + filter.source();
            }
            if (!RENDERABLE_TYPES.contains(current)) {
                problems.add(new TemplateTypeProblem(column, attribute, "'" + attribute + "' is " + current
                        + "; only S, N and BOOL attributes can be rendered into a key"));
            }
            return problems;
        }
    }
}
