package dev.tablesmith.planner;

/** String helpers for building exact key ranges from prefixes. */
final class KeyPrefixes {
    private KeyPrefixes() {
    }

    /**
     * The smallest string greater than every string that starts with {@code prefix}: the prefix with its last
     * character incremented ({@code ITEM#} becomes {@code ITEM$}, the seed's "SK between META and ITEM$" trick).
     */
    static String successor(String prefix) {
        if (prefix.isEmpty()) {
            return prefix;
        }
        int last = prefix.codePointBefore(prefix.length());
        int cut = prefix.length() - Character.charCount(last);
        int next = last + 1;
        if (next >= Character.MIN_SURROGATE && next <= Character.MAX_SURROGATE) {
            next = Character.MAX_SURROGATE + 1;
        }
        return prefix.substring(0, cut) + new String(Character.toChars(Math.min(next, Character.MAX_CODE_POINT)));
    }
}
