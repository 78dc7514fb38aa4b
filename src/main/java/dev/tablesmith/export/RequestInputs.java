package dev.tablesmith.export;

import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.Equality;
import dev.tablesmith.model.RangeCondition;
import dev.tablesmith.model.RangeOperator;
import dev.tablesmith.model.Table;
import dev.tablesmith.planner.AccessPatternPlan;
import dev.tablesmith.planner.PlannedRequest;
import dev.tablesmith.template.KeyTemplate;
import dev.tablesmith.template.TemplateFilter;
import dev.tablesmith.template.TemplateSyntaxException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The inputs of an access pattern as parameters of generated code, and the request's values written in terms of
 * them. The planner fills a request with example inputs ({@code CUST#c1}); here each value is read back as the
 * key template that rendered it ({@link KeyParts}): literal text and inputs, each input through the template's
 * filters ({@code "PRICE#" + pad(price, 7, 2)}), so the code renders keys from any input exactly as Tablesmith
 * does. A value compared with an attribute that is no key attribute is an input as it is, or a literal.
 */
final class RequestInputs {
    /**
     * One input: the name code uses, the attribute it stands for, and the example value the request was built
     * with (its type is the input's type: an N input is a number, written as text into S keys).
     */
    record Input(String name, String attribute, AttributeValue example) {
        boolean isNumber() {
            return example instanceof AttributeValue.N;
        }
    }

    /** A piece of a value: literal text, or the value of an input through template filters (often none). */
    record Part(String literal, Input input, List<TemplateFilter> filters) {
        Part {
            filters = filters == null ? List.of() : List.copyOf(filters);
        }

        boolean isInput() {
            return input != null;
        }
    }

    private static final Pattern TOKEN = Pattern.compile("#[A-Za-z0-9_]+|:[A-Za-z0-9_]+|[A-Za-z_][A-Za-z0-9_.]*");
    private static final java.util.Set<String> KEYWORDS = java.util.Set.of("and", "or", "not", "between", "in",
            "begins_with", "attribute_exists", "attribute_not_exists", "attribute_type", "contains", "size", "set",
            "remove", "add", "delete", "if_not_exists", "list_append");

    private final List<Input> inputs;
    private final Map<String, List<KeyTemplate>> templates;
    private final Map<String, String> valueAttributes;
    private final boolean write;

    /**
     * @param inputs          the inputs, in parameter order
     * @param templates       key attribute name to the key templates the request's entities render it with
     * @param valueAttributes expression value placeholder ({@code :pk}) to the attribute it is compared with
     */
    RequestInputs(List<Input> inputs, Map<String, List<KeyTemplate>> templates, Map<String, String> valueAttributes) {
        this(inputs, templates, valueAttributes, false);
    }

    private RequestInputs(List<Input> inputs, Map<String, List<KeyTemplate>> templates,
                          Map<String, String> valueAttributes, boolean write) {
        this.inputs = List.copyOf(inputs);
        this.templates = templates;
        this.valueAttributes = valueAttributes;
        this.write = write;
    }

    /**
     * The inputs of a write: an attribute of a {@code Key} or {@code Item} named like an input is that input, a key
     * attribute is read back as its key templates render it, a {@code :placeholder} named like an input
     * ({@code :status} and {@code status}) is that input, and every other value is the design's literal (a value
     * such as {@code :overdue = OVERDUE#a3} is written as the design gives it, whatever the inputs).
     */
    static RequestInputs forWrite(List<Input> inputs, Map<String, List<KeyTemplate>> templates) {
        return new RequestInputs(inputs, templates, Map.of(), true);
    }

    private List<Part> writeParts(String member, AttributeValue value) {
        String name = member.startsWith(":") ? member.substring(1) : member;
        for (Input input : inputs) {
            if (input.name().equals(name) && text(input.example()).equals(text(value))) {
                return List.of(new Part(null, input, List.of()));
            }
        }
        List<KeyTemplate> candidates = member.startsWith(":") ? List.of() : templates.getOrDefault(member, List.of());
        if ((value instanceof AttributeValue.S || value instanceof AttributeValue.N) && !candidates.isEmpty()) {
            Optional<List<Part>> read = KeyParts.read(text(value), candidates, inputs);
            if (read.isPresent()) {
                return read.get();
            }
        }
        return List.of(new Part(text(value), null, List.of()));
    }

    /** The inputs of a read plan, without key templates: values are split on the inputs' example text. */
    RequestInputs(AccessPatternPlan plan) {
        this(planInputs(plan), Map.of(), Map.of());
    }

    /** The inputs of a read plan, with the key templates of the pattern's entities in {@code table}. */
    static RequestInputs of(AccessPatternPlan plan, Table table) {
        Map<String, String> compared = new LinkedHashMap<>();
        PlannedRequest request = plan.request();
        if (request != null) {
            compared.putAll(valueAttributes(request.keyConditionExpression(), request.names()));
            valueAttributes(request.filterExpression(), request.names()).forEach(compared::putIfAbsent);
        }
        return new RequestInputs(planInputs(plan), keyTemplates(table, plan.pattern().entities()), compared);
    }

    private static List<Input> planInputs(AccessPatternPlan plan) {
        List<Input> inputs = new ArrayList<>();
        for (Equality equality : plan.pattern().equalities()) {
            AttributeValue value = plan.inputs() == null ? null : plan.inputs().get(equality.attribute());
            if (!equality.isFixed() && value != null) {
                inputs.add(new Input(equality.attribute(), equality.attribute(), value));
            }
        }
        RangeCondition range = plan.pattern().range();
        if (range != null && plan.range() != null && !plan.range().isEmpty()) {
            if (range.operator() == RangeOperator.BETWEEN && plan.range().size() == 2) {
                inputs.add(new Input(range.attribute() + "From", range.attribute(), plan.range().get(0)));
                inputs.add(new Input(range.attribute() + "To", range.attribute(), plan.range().get(1)));
            } else {
                inputs.add(new Input(range.attribute(), range.attribute(), plan.range().get(0)));
            }
        }
        return inputs;
    }

    /** Key attribute name to the parsed key templates of the named entities (templates that do not parse left out). */
    static Map<String, List<KeyTemplate>> keyTemplates(Table table, List<String> entityNames) {
        Map<String, List<KeyTemplate>> templates = new LinkedHashMap<>();
        if (table == null) {
            return templates;
        }
        for (String name : entityNames) {
            Optional<Entity> entity = table.entity(name);
            if (entity.isEmpty()) {
                continue;
            }
            for (EntityKey key : entity.get().keys()) {
                try {
                    templates.computeIfAbsent(key.attribute(), k -> new ArrayList<>())
                            .add(KeyTemplate.parse(key.template()));
                } catch (TemplateSyntaxException broken) {
                    // A broken template renders no key; the value stays as the planner wrote it.
                }
            }
        }
        return templates;
    }

    /**
     * Each {@code :value} of an expression and the attribute it is compared with: the last attribute named before
     * it ({@code #pk} through {@code names}, or a plain name). {@code #pk = :pk AND begins_with(#sk, :sk)} gives
     * {@code :pk → PK, :sk → SK}.
     */
    static Map<String, String> valueAttributes(String expression, Map<String, String> names) {
        Map<String, String> compared = new LinkedHashMap<>();
        if (expression == null) {
            return compared;
        }
        Matcher m = TOKEN.matcher(expression);
        String last = null;
        while (m.find()) {
            String token = m.group();
            if (token.startsWith("#")) {
                last = names.getOrDefault(token, token.substring(1));
            } else if (token.startsWith(":")) {
                if (last != null) {
                    compared.putIfAbsent(token, last);
                }
            } else if (!KEYWORDS.contains(token.toLowerCase(java.util.Locale.ROOT))) {
                last = token;
            }
        }
        return compared;
    }

    /** The inputs in the pattern's order: equalities, then the range bounds. */
    List<Input> inputs() {
        return inputs;
    }

    /**
     * The value of request member {@code member} (a key attribute of a {@code Key} or {@code Item}, or a
     * {@code :placeholder}) as literal text and inputs.
     */
    List<Part> parts(String member, AttributeValue value) {
        if (write) {
            return writeParts(member, value);
        }
        String attribute = valueAttributes.getOrDefault(member, member.startsWith(":") ? null : member);
        List<KeyTemplate> candidates;
        if (attribute == null) {
            candidates = templates.values().stream().flatMap(List::stream).toList();
        } else {
            candidates = templates.getOrDefault(attribute, List.of());
        }
        if (value instanceof AttributeValue.S s && !candidates.isEmpty()) {
            Optional<List<Part>> read = KeyParts.read(s.value(), candidates, inputs);
            if (read.isPresent()) {
                return read.get();
            }
        }
        for (Input input : inputs) {
            if (input.example().equals(value)) {
                return List.of(new Part(null, input, List.of()));
            }
        }
        String text = text(value);
        if (!(value instanceof AttributeValue.S) || attribute != null) {
            return List.of(new Part(text, null, List.of()));
        }
        List<Input> byLength = inputs.stream().filter(i -> i.example() instanceof AttributeValue.S)
                .filter(i -> !text(i.example()).isEmpty())
                .sorted(Comparator.comparingInt((Input i) -> text(i.example()).length()).reversed()).toList();
        List<Part> parts = new ArrayList<>();
        split(text, byLength, parts);
        return parts;
    }

    /** The value as literal text and inputs, read against every key template of the request's entities. */
    List<Part> parts(AttributeValue value) {
        return parts(":", value);
    }

    private static void split(String text, List<Input> candidates, List<Part> parts) {
        if (text.isEmpty()) {
            return;
        }
        for (Input input : candidates) {
            String example = text(input.example());
            int at = text.indexOf(example);
            if (at >= 0) {
                split(text.substring(0, at), candidates, parts);
                parts.add(new Part(null, input, List.of()));
                split(text.substring(at + example.length()), candidates, parts);
                return;
            }
        }
        parts.add(new Part(text, null, List.of()));
    }

    /** The value's text: a string or number as written, binary as base64, a boolean as true/false. */
    static String text(AttributeValue value) {
        if (value instanceof AttributeValue.S s) {
            return s.value();
        } else if (value instanceof AttributeValue.N n) {
            return n.value();
        } else if (value instanceof AttributeValue.B b) {
            return b.base64();
        } else if (value instanceof AttributeValue.Bool b) {
            return Boolean.toString(b.value());
        }
        return "";
    }

    /** The value as people read it in a document: inputs as {@code <name>}, filtered ones as {@code <name|pad:3>}. */
    String readable(AttributeValue value) {
        StringBuilder out = new StringBuilder();
        for (Part part : parts(value)) {
            if (part.isInput()) {
                out.append('<').append(part.input().name());
                part.filters().forEach(f -> out.append('|').append(f.source()));
                out.append('>');
            } else {
                out.append(part.literal());
            }
        }
        return out.toString();
    }
}
