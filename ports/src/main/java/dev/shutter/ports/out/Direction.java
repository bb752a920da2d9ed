package dev.shutter.ports.out;

/** Which end of an edge a list is about. */
public enum Direction {
    /** Edges from the user: whom they follow or requested. */
    OUTGOING,
    /** Edges to the user: who follows or requested them. */
    INCOMING
}
