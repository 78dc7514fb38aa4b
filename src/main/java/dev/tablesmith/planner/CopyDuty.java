package dev.tablesmith.planner;

import dev.tablesmith.model.DenormalizedCopy;

/**
 * A live denormalized copy a write pattern changes the source of, so it must update the copy too.
 *
 * @param copyingEntity the entity holding the copy
 * @param copy          the copy
 * @param inSameCall    whether the pattern's own transaction writes the copying entity (the copy cannot disagree
 *                      with its source); false means another write (or a stream consumer) must follow
 */
public record CopyDuty(String copyingEntity, DenormalizedCopy copy, boolean inSameCall) {
    /** The duty in words, e.g. "Order.customerName (copy of Customer.name), not in this call". */
    public String describe() {
        String target = copy.wholeItem() ? copyingEntity + " item" : copyingEntity + "." + copy.attribute();
        return target + " (live copy of " + copy.sourceText() + ")" + (inSameCall ? ", written in the same call"
                : ", not written by this call");
    }
}
