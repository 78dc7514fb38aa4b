package dev.tablesmith.export;

import dev.tablesmith.template.TemplateFilter;
import java.util.Set;

/**
 * The key template filters ({@code pad}, {@code upper}, {@code lower}, {@code date}, {@code datetime}) as helper
 * functions of generated code, one set per language, each rendering exactly what Tablesmith's filter renders and
 * refusing what it refuses (a negative number or one that does not fit {@code pad}, a number {@code pad} would
 * have to round, a date it cannot read). DynamoDB compares S keys by their UTF-8 bytes, so a key written with
 * other padding or case than the design's is a different key: a read finds nothing, a write makes a stray item.
 *
 * <p>Case changes use each language's locale-independent mapping; dates are read as ISO 8601 (a date is midnight
 * UTC, a date-time without offset is UTC) or, from an N input, as epoch seconds, and written in UTC.
 */
final class KeyFilterHelpers {
    private KeyFilterHelpers() {
    }

    /** The helper's short name: {@code pad}, {@code upper}, {@code lower}, {@code date} or {@code datetime}. */
    static String name(TemplateFilter filter) {
        return filter instanceof TemplateFilter.Pad ? "pad" : filter.source();
    }

    /** Python helpers ({@code _pad}, {@code _lower}, ...) for the filters in {@code used}. */
    static String python(Set<String> used) {
        StringBuilder py = new StringBuilder();
        if (used.isEmpty()) {
            return "";
        }
        py.append("\n\n# Key template filters, rendered as Tablesmith renders them.\n");
        if (used.contains("pad")) {
            py.append("""


                    def _pad(value, digits, decimals):
                        \"\"\"pad:W.S: a non-negative number zero-padded to W integer digits and exactly S decimals.\"\"\"
                        import decimal
                        text = str(value).strip()
                        with decimal.localcontext() as context:
                            context.prec = 200
                            try:
                                number = decimal.Decimal(text)
                            except decimal.InvalidOperation:
                                raise ValueError(f"'{text}' is not a number") from None
                            if not number.is_finite() or number < 0:
                                raise ValueError(f"{text} is negative: pad refuses negatives")
                            scaled = number.quantize(decimal.Decimal(1).scaleb(-decimals))
                            if scaled != number:
                                raise ValueError(f"{text} has more than {decimals} decimals (pad does not round)")
                            plain = format(scaled.copy_abs(), "f")
                        whole = plain.split(".")[0]
                        if len(whole) > digits:
                            raise ValueError(f"{text} does not fit pad ({digits} integer digits)")
                        return "0" * (digits - len(whole)) + plain
                    """);
        }
        if (used.contains("upper")) {
            py.append("\n\ndef _upper(value):\n    return str(value).upper()\n");
        }
        if (used.contains("lower")) {
            py.append("\n\ndef _lower(value):\n    return str(value).lower()\n");
        }
        if (used.contains("date") || used.contains("datetime")) {
            py.append("""


                    def _instant(value, number):
                        \"\"\"An ISO date/time (a date is midnight UTC, no offset means UTC), or epoch seconds.\"\"\"
                        import datetime
                        import decimal
                        text = str(value).strip()
                        if number:
                            seconds = decimal.Decimal(text).to_integral_value(rounding=decimal.ROUND_FLOOR)
                            return datetime.datetime.fromtimestamp(int(seconds), tz=datetime.timezone.utc)
                        moment = datetime.datetime.fromisoformat(text)
                        if moment.tzinfo is None:
                            moment = moment.replace(tzinfo=datetime.timezone.utc)
                        return moment.astimezone(datetime.timezone.utc)
                    """);
        }
        if (used.contains("date")) {
            py.append("\n\ndef _date(value, number=False):\n"
                    + "    return _instant(value, number).strftime(\"%Y-%m-%d\")\n");
        }
        if (used.contains("datetime")) {
            py.append("\n\ndef _datetime(value, number=False):\n"
                    + "    return _instant(value, number).strftime(\"%Y-%m-%dT%H:%M:%SZ\")\n");
        }
        return py.toString();
    }

    /** JavaScript helpers ({@code keyPad}, {@code keyLower}, ...) for the filters in {@code used}. */
    static String javaScript(Set<String> used) {
        if (used.isEmpty()) {
            return "";
        }
        StringBuilder js = new StringBuilder("\n// Key template filters, rendered as Tablesmith renders them.\n");
        if (used.contains("pad")) {
            js.append("""

                    /** pad:W.S: a non-negative number zero-padded to W integer digits and exactly S decimals. */
                    function keyPad(value, digits, decimals) {
                      const text = String(value).trim();
                      const m = /^([+-]?)(\\d*)(?:\\.(\\d*))?(?:[eE]([+-]?\\d+))?$/.exec(text);
                      if (!m || (m[2] + (m[3] ?? "")).length === 0) throw new Error(`'${text}' is not a number`);
                      const fraction = m[3] ?? "";
                      let number = (m[2] + fraction).replace(/^0+/, "");
                      if (m[1] === "-" && number !== "") throw new Error(`${text} is negative: pad refuses negatives`);
                      const shift = Number(m[4] ?? 0) - fraction.length + decimals;
                      if (shift >= 0) {
                        number = number === "" ? "" : number + "0".repeat(shift);
                      } else {
                        const padded = number.padStart(-shift, "0");
                        if (/[^0]/.test(padded.slice(padded.length + shift))) {
                          throw new Error(`${text} has more than ${decimals} decimals (pad does not round)`);
                        }
                        number = padded.slice(0, padded.length + shift).replace(/^0+/, "");
                      }
                      const scaled = number.padStart(decimals + 1, "0");
                      const whole = scaled.slice(0, scaled.length - decimals);
                      if (whole.length > digits) throw new Error(`${text} does not fit pad (${digits} integer digits)`);
                      return whole.padStart(digits, "0") + (decimals > 0 ? "." + scaled.slice(scaled.length - decimals) : "");
                    }
                    """);
        }
        if (used.contains("upper")) {
            js.append("\nfunction keyUpper(value) {\n  return String(value).toUpperCase();\n}\n");
        }
        if (used.contains("lower")) {
            js.append("\nfunction keyLower(value) {\n  return String(value).toLowerCase();\n}\n");
        }
        if (used.contains("date") || used.contains("datetime")) {
            js.append("""

                    /** An ISO date/time (a date is midnight UTC, no offset means UTC), or epoch seconds. */
                    function keyInstant(value, number) {
                      const text = String(value).trim();
                      if (number) {
                        const seconds = Math.floor(Number(text));
                        if (!Number.isFinite(seconds)) throw new Error(`'${text}' is not epoch seconds`);
                        return new Date(seconds * 1000);
                      }
                      const m = /^(\\d{4})-(\\d{2})-(\\d{2})(?:T(\\d{2}):(\\d{2})(?::(\\d{2})(?:\\.\\d+)?)?(Z|[+-]\\d{2}:\\d{2})?)?$/.exec(text);
                      if (!m) throw new Error(`'${text}' is not an ISO date or date-time`);
                      let ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4] ?? 0), Number(m[5] ?? 0),
                        Number(m[6] ?? 0));
                      if (m[7] && m[7] !== "Z") {
                        const minutes = Number(m[7].slice(1, 3)) * 60 + Number(m[7].slice(4, 6));
                        ms -= (m[7][0] === "-" ? -1 : 1) * minutes * 60000;
                      }
                      return new Date(ms);
                    }
                    """);
        }
        if (used.contains("date")) {
            js.append("\nfunction keyDate(value, number = false) {\n"
                    + "  return keyInstant(value, number).toISOString().slice(0, 10);\n}\n");
        }
        if (used.contains("datetime")) {
            js.append("\nfunction keyDatetime(value, number = false) {\n"
                    + "  return keyInstant(value, number).toISOString().slice(0, 19) + \"Z\";\n}\n");
        }
        return js.toString();
    }

    /** Java helpers (private static methods {@code keyPad}, {@code keyLower}, ...) for the filters in {@code used}. */
    static String java(Set<String> used) {
        if (used.isEmpty()) {
            return "";
        }
        StringBuilder java = new StringBuilder("\n    // Key template filters, rendered as Tablesmith renders them.\n");
        if (used.contains("pad")) {
            java.append("""

                        /** pad:W.S: a non-negative number zero-padded to W integer digits and exactly S decimals. */
                        private static String keyPad(String value, int digits, int decimals) {
                            java.math.BigDecimal number = new java.math.BigDecimal(value.trim());
                            if (number.signum() < 0) {
                                throw new IllegalArgumentException(value + " is negative: pad refuses negatives");
                            }
                            String plain;
                            try {
                                plain = number.setScale(decimals, java.math.RoundingMode.UNNECESSARY).toPlainString();
                            } catch (ArithmeticException wouldRound) {
                                throw new IllegalArgumentException(value + " has more than " + decimals
                                        + " decimals (pad does not round)");
                            }
                            int point = plain.indexOf('.');
                            int whole = point < 0 ? plain.length() : point;
                            if (whole > digits) {
                                throw new IllegalArgumentException(value + " does not fit pad (" + digits + " integer digits)");
                            }
                            return "0".repeat(digits - whole) + plain;
                        }
                    """);
        }
        if (used.contains("upper")) {
            java.append("\n    private static String keyUpper(String value) {\n"
                    + "        return value.toUpperCase(java.util.Locale.ROOT);\n    }\n");
        }
        if (used.contains("lower")) {
            java.append("\n    private static String keyLower(String value) {\n"
                    + "        return value.toLowerCase(java.util.Locale.ROOT);\n    }\n");
        }
        if (used.contains("date") || used.contains("datetime")) {
            java.append("""

                        /** An ISO date/time (a date is midnight UTC, no offset means UTC), or epoch seconds. */
                        private static java.time.Instant keyInstant(String value, boolean number) {
                            String text = value.trim();
                            if (number) {
                                return java.time.Instant.ofEpochSecond(new java.math.BigDecimal(text)
                                        .setScale(0, java.math.RoundingMode.FLOOR).longValueExact());
                            }
                            try {
                                java.time.temporal.TemporalAccessor parsed = java.time.format.DateTimeFormatter.ISO_DATE_TIME
                                        .parseBest(text, java.time.ZonedDateTime::from, java.time.LocalDateTime::from);
                                return parsed instanceof java.time.ZonedDateTime zoned ? zoned.toInstant()
                                        : ((java.time.LocalDateTime) parsed).toInstant(java.time.ZoneOffset.UTC);
                            } catch (java.time.format.DateTimeParseException notADateTime) {
                                return java.time.LocalDate.parse(text).atStartOfDay(java.time.ZoneOffset.UTC).toInstant();
                            }
                        }
                    """);
        }
        if (used.contains("date")) {
            java.append("\n    private static String keyDate(String value, boolean number) {\n"
                    + "        return java.time.format.DateTimeFormatter.ISO_LOCAL_DATE.withZone(java.time.ZoneOffset.UTC)\n"
                    + "                .format(keyInstant(value, number));\n    }\n");
        }
        if (used.contains("datetime")) {
            java.append("\n    private static String keyDatetime(String value, boolean number) {\n"
                    + "        return java.time.format.DateTimeFormatter.ofPattern(\"uuuu-MM-dd'T'HH:mm:ss'Z'\")\n"
                    + "                .withZone(java.time.ZoneOffset.UTC).format(keyInstant(value, number));\n    }\n");
        }
        return java.toString();
    }

    /** Bash functions ({@code ts_pad}, {@code ts_lower}, ...) for the filters in {@code used}; GNU date reads dates. */
    static String bash(Set<String> used) {
        if (used.isEmpty()) {
            return "";
        }
        StringBuilder sh = new StringBuilder("\n# Key template filters, rendered as Tablesmith renders them.\n");
        if (used.contains("pad")) {
            sh.append("""
                    # pad:W.S: a non-negative decimal number zero-padded to W integer digits and exactly S decimals.
                    ts_pad() {
                      local width=$1 decimals=$2 text=$3 whole fraction zeros
                      if [[ ! $text =~ ^\\+?([0-9]*)(\\.([0-9]*))?$ ]] || [[ -z ${BASH_REMATCH[1]}${BASH_REMATCH[3]} ]]; then
                        echo "pad cannot take '$text': a non-negative number without exponent" >&2
                        return 1
                      fi
                      whole=${BASH_REMATCH[1]} fraction=${BASH_REMATCH[3]}
                      whole=${whole#"${whole%%[!0]*}"}
                      whole=${whole:-0}
                      while (( ${#fraction} > decimals )); do
                        if [[ ${fraction: -1} != 0 ]]; then
                          echo "$text has more than $decimals decimals (pad does not round)" >&2
                          return 1
                        fi
                        fraction=${fraction%?}
                      done
                      while (( ${#fraction} < decimals )); do fraction+=0; done
                      if (( ${#whole} > width )); then
                        echo "$text does not fit pad ($width integer digits)" >&2
                        return 1
                      fi
                      printf -v zeros '%*s' $(( width - ${#whole} )) ''
                      printf '%s' "${zeros// /0}$whole${fraction:+.$fraction}"
                    }
                    """);
        }
        if (used.contains("upper")) {
            sh.append("ts_upper() { printf '%s' \"${1^^}\"; }\n");
        }
        if (used.contains("lower")) {
            sh.append("ts_lower() { printf '%s' \"${1,,}\"; }\n");
        }
        if (used.contains("date") || used.contains("datetime")) {
            sh.append("""
                    # ts_date / ts_datetime VALUE [number]: an ISO date/time (no offset means UTC) or epoch seconds, in UTC.
                    ts_when() { if [[ ${2:-} == number ]]; then printf '@%s' "${1%%.*}"; else printf '%s' "$1"; fi; }
                    """);
        }
        if (used.contains("date")) {
            sh.append("ts_date() { TZ=UTC date -u -d \"$(ts_when \"$@\")\" +%Y-%m-%d; }\n");
        }
        if (used.contains("datetime")) {
            sh.append("ts_datetime() { TZ=UTC date -u -d \"$(ts_when \"$@\")\" +%Y-%m-%dT%H:%M:%SZ; }\n");
        }
        return sh.toString();
    }
}
