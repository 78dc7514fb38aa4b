package dev.tablesmith.io.interop;

import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The key alias convention of AWS's own NoSQL Workbench sample models: the parts of a composite key separated by
 * {@code #}, each either fixed text or the name of the attribute whose value goes there ({@code FRIENDS#playerID} for
 * the value {@code FRIENDS#player001} and {@code #METADATA#playerID} in the "Gaming player profiles" design,
 * {@code SubId#SKU} and {@code ProcessedDate#SKU} in the "Recurring payments" Workbench schema, both in
 * aws-samples/aws-dynamodb-examples {@code schema_design/SchemaExamples}). A part that
 * names a (non-key) attribute the facet or its table declares becomes a placeholder; any other part stays literal
 * text: {@code FRIENDS#{playerID}}, {@code SubId#{SKU}}, {@code {ProcessedDate}#{SKU}}. An alias whose parts are all
 * capitals ({@code USER#PROFILE}) is the constant every item of the facet has.
 */
final class HashSeparatedAlias {
    private static final Pattern CONSTANT_PART = Pattern.compile("[A-Z0-9_.\\-]*");

    private HashSeparatedAlias() {
    }

    /** Whether {@code alias} is written in this convention: {@code #}-separated, with no placeholder syntax. */
    static boolean applies(String alias) {
        return alias.contains("#") && !alias.contains("{") && !alias.contains("}") && !alias.contains("<")
                && !alias.contains("$") && !alias.isBlank();
    }

    /**
     * The template {@code alias} stands for, or empty when it names no declared attribute and is not a constant,
     * or when one of its parts names a key attribute (rendered from its own template, never from another's).
     *
     * @param attributes    the attributes the facet and its table declare
     * @param keyAttributes the table's and its indexes' key attributes
     */
    static Optional<String> template(String alias, Set<String> attributes, Set<String> keyAttributes) {
        String[] parts = alias.split("#", -1);
        StringBuilder template = new StringBuilder();
        boolean placeholder = false;
        boolean constant = true;
        for (int i = 0; i < parts.length; i++) {
            String part = parts[i];
            if (i > 0) {
                template.append('#');
            }
            if (keyAttributes.contains(part)) {
                return Optional.empty();
            }
            if (attributes.contains(part)) {
                template.append('{').append(part).append('}');
                placeholder = true;
            } else {
                template.append(part);
                constant &= CONSTANT_PART.matcher(part).matches();
            }
        }
        return placeholder || constant ? Optional.of(template.toString()) : Optional.empty();
    }
}
