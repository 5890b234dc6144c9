#if UIKitStandIn
    import PeekAndPop

    // The navigation module declares this kind for its host; these tests do not import it.
    extension TransitionKind {
        static let dismiss = TransitionKind(rawValue: "dismiss")
    }
#endif
