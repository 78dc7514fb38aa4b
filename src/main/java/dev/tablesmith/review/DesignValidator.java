package dev.tablesmith.review;

import dev.tablesmith.model.Design;
import java.util.List;

/** Checks a design for structural errors. (Skeleton: the real checks are being written.) */
public final class DesignValidator {
    public List<Problem> validate(Design design) {
        return List.of();
    }
}
