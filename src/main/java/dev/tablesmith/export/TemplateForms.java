package dev.tablesmith.export;

import dev.tablesmith.template.KeyTemplate;
import dev.tablesmith.template.TemplateSegment;
import dev.tablesmith.template.TemplateSyntaxException;
import java.util.function.Function;

/**
 * A key template in the spelling of other tools: OneTable's {@code ACCOUNT#${id}}. Filters ({@code |pad:7.2},
 * {@code |upper}) have no counterpart there and are left out; a template that does not parse is kept as written.
 */
public final class TemplateForms {
    private TemplateForms() {
    }

    /** {@code ORDER#{orderDate}#{orderId}} as {@code ORDER#${orderDate}#${orderId}}. */
    public static String dollarBraces(String template) {
        return rewrite(template, attribute -> "${" + attribute + "}");
    }

    /**
     * The template with each placeholder replaced by {@code placeholder(attribute)} and literal text as it is;
     * a template that does not parse comes back unchanged.
     */
    public static String rewrite(String template, Function<String, String> placeholder) {
        KeyTemplate parsed;
        try {
            parsed = KeyTemplate.parse(template);
        } catch (TemplateSyntaxException e) {
            return template;
        }
        StringBuilder out = new StringBuilder();
        for (TemplateSegment segment : parsed.segments()) {
            if (segment instanceof TemplateSegment.Literal literal) {
                out.append(literal.text());
            } else if (segment instanceof TemplateSegment.Placeholder p) {
                out.append(placeholder.apply(p.attribute()));
            }
        }
        return out.toString();
    }
}
