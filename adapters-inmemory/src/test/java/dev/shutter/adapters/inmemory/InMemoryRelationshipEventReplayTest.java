package dev.shutter.adapters.inmemory;

import dev.shutter.ports.contract.RelationshipEventReplayContract;
import dev.shutter.ports.out.Storage;

class InMemoryRelationshipEventReplayTest extends RelationshipEventReplayContract {
    @Override
    protected Storage newStorage() {
        return new InMemoryStorage();
    }
}
