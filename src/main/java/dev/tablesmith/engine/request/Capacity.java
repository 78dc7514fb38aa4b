package dev.tablesmith.engine.request;

/** Capacity consumed on one table or index: {@code CapacityUnits}, and its read and write parts. */
public record Capacity(double capacityUnits, double readCapacityUnits, double writeCapacityUnits) {
    public static Capacity read(double units) {
        return new Capacity(units, units, 0);
    }

    public static Capacity write(double units) {
        return new Capacity(units, 0, units);
    }

    public Capacity plus(Capacity other) {
        return new Capacity(capacityUnits + other.capacityUnits, readCapacityUnits + other.readCapacityUnits,
                writeCapacityUnits + other.writeCapacityUnits);
    }
}
