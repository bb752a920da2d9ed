package dev.shutter.docs.surface;

/** A public type with a public nested one: code in any package can name {@code Outer.Inner}. */
public final class Outer {

    /** Public, inside a public type. */
    public static final class Inner {}
}

/** A package-private type whose public nested one no other package can name. */
final class Hidden {

    /** Public, inside a type only this package sees. */
    public static final class Inner {}
}
