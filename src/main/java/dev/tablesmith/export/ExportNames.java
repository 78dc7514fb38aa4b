package dev.tablesmith.export;

import java.util.Locale;

/** Identifiers derived from table and pattern names for the languages exports write. */
public final class ExportNames {
    private ExportNames() {
    }

    /** {@code commerce-main} as {@code CommerceMain}: letters and digits only, each word capitalised. */
    public static String pascal(String name) {
        StringBuilder out = new StringBuilder();
        boolean upper = true;
        for (char c : name.toCharArray()) {
            if (Character.isLetterOrDigit(c) && c < 128) {
                out.append(upper ? Character.toUpperCase(c) : c);
                upper = false;
            } else {
                upper = true;
            }
        }
        if (out.isEmpty() || Character.isDigit(out.charAt(0))) {
            out.insert(0, 'T');
        }
        return out.toString();
    }

    /** {@code commerce-main} as {@code commerceMain}. */
    public static String camel(String name) {
        String pascal = pascal(name);
        return Character.toLowerCase(pascal.charAt(0)) + pascal.substring(1);
    }

    /**
     * {@code commerce-main} as {@code commerce_main}: a Terraform resource name or a Python identifier. A word
     * boundary is a non-letter, a lower-case letter or digit followed by a capital, or the last capital of a run
     * followed by a lower-case letter, so {@code ap4AllPENDINGOrders} is {@code ap4_all_pending_orders}.
     */
    public static String snake(String name) {
        String camel = camel(name);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < camel.length(); i++) {
            char c = camel.charAt(i);
            if (Character.isUpperCase(c) && i > 0) {
                char before = camel.charAt(i - 1);
                boolean afterLower = !Character.isUpperCase(before);
                boolean endsRun = i + 1 < camel.length() && Character.isLowerCase(camel.charAt(i + 1));
                if (afterLower || endsRun) {
                    out.append('_');
                }
            }
            out.append(c);
        }
        return out.toString().toLowerCase(Locale.ROOT);
    }
}
