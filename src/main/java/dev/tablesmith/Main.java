package dev.tablesmith;
public final class Main { public static void main(String[] a) {} }
