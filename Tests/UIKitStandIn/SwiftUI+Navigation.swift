#if UIKitStandIn
    /// doc://com.apple.SwiftUI/documentation/SwiftUI/Binding
    @available(iOS 13.0, *)
    @frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
        private let getValue: @isolated(any) @Sendable () -> Value
        private let setValue: @isolated(any) @Sendable (Value) -> Void

        /// doc://com.apple.SwiftUI/documentation/SwiftUI/Binding/init(get:set:)-7ufcp
        // As the iOS 18 SDK declares it: the closures are `@isolated(any) @Sendable`, so a closure
        // reading main-actor state must say `@MainActor`, as on iOS.
        @preconcurrency public init(
            get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void
        ) {
            getValue = get
            setValue = set
        }

        /// doc://com.apple.SwiftUI/documentation/SwiftUI/Binding/wrappedValue
        // SwiftUI calls the closures synchronously, on the actor they are isolated to (the main
        // actor for a view's). Swift has no synchronous call of an `@isolated(any)` function, so
        // the stand-in reads the closure as the plain function it is (the same representation):
        // the test double of SwiftUI's own (undocumented) way, for tests on the main actor.
        public var wrappedValue: Value {
            get { unsafeBitCast(getValue, to: (@Sendable () -> Value).self)() }
            nonmutating set { unsafeBitCast(setValue, to: (@Sendable (Value) -> Void).self)(newValue) }
        }

        /// doc://com.apple.SwiftUI/documentation/SwiftUI/Binding/projectedValue
        public var projectedValue: Binding<Value> { self }

        /// doc://com.apple.SwiftUI/documentation/SwiftUI/Binding/subscript(dynamicMember:)
        public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
            // SwiftUI's projection reads and writes through this binding, where the caller is.
            let base = self
            nonisolated(unsafe) let keyPath = keyPath
            return Binding<Subject>(
                get: { base.wrappedValue[keyPath: keyPath] }, set: { base.wrappedValue[keyPath: keyPath] = $0 })
        }
    }

    /// doc://com.apple.SwiftUI/documentation/SwiftUI/NavigationStack
    @available(iOS 16.0, *)
    @MainActor @preconcurrency public struct NavigationStack<Data, Root: View>: View {
        /// Not SwiftUI: the path the stack reads and writes, for tests playing SwiftUI's part.
        public let standInPath: Binding<Data>
        /// Not SwiftUI: the root view.
        public let standInRoot: Root

        /// doc://com.apple.SwiftUI/documentation/SwiftUI/NavigationStack/init(path:root:)-3bt4q
        public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
        where
            Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
            Data.Element: Hashable
        {
            standInPath = path
            standInRoot = root()
        }

        /// Implements doc://com.apple.SwiftUI/documentation/SwiftUI/View/body-8kl5o
        public var body: Never { fatalError("a primitive view has no body") }
    }

    /// doc://com.apple.SwiftUI/documentation/SwiftUI/TabView
    @available(iOS 13.0, *)
    @MainActor @preconcurrency public struct TabView<SelectionValue: Hashable, Content: View>: View {
        /// Not SwiftUI: the selection the tab view reads and writes, for tests.
        public let standInSelection: Binding<SelectionValue>?
        /// Not SwiftUI: the tabs' content.
        public let standInContent: Content

        /// doc://com.apple.SwiftUI/documentation/SwiftUI/TabView/init(selection:content:)-2f8u8
        public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
            standInSelection = selection
            standInContent = content()
        }

        /// Implements doc://com.apple.SwiftUI/documentation/SwiftUI/View/body-8kl5o
        public var body: Never { fatalError("a primitive view has no body") }
    }
#endif
