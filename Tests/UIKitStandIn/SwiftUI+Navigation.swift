#if UIKitStandIn
    // doc://com.apple.SwiftUI/documentation/SwiftUI/Binding
    @frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
        private let getValue: () -> Value
        private let setValue: (Value) -> Void

        // doc://com.apple.SwiftUI/documentation/SwiftUI/Binding/init(get:set:)-6g3d5
        // As declared before the SDKs that mark the closures `@isolated(any) @Sendable`.
        public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
            getValue = get
            setValue = set
        }

        // doc://com.apple.SwiftUI/documentation/SwiftUI/Binding/wrappedValue
        public var wrappedValue: Value {
            get { getValue() }
            nonmutating set { setValue(newValue) }
        }

        // doc://com.apple.SwiftUI/documentation/SwiftUI/Binding/projectedValue
        public var projectedValue: Binding<Value> { self }

        // doc://com.apple.SwiftUI/documentation/SwiftUI/Binding/subscript(dynamicMember:)
        public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
            let getValue = getValue
            let setValue = setValue
            return Binding<Subject>(get: { getValue()[keyPath: keyPath] }) { subject in
                var value = getValue()
                value[keyPath: keyPath] = subject
                setValue(value)
            }
        }
    }

    // doc://com.apple.SwiftUI/documentation/SwiftUI/NavigationStack
    @available(iOS 16.0, *)
    @MainActor @preconcurrency public struct NavigationStack<Data, Root: View>: View {
        /// Not SwiftUI: the path the stack reads and writes, for tests playing SwiftUI's part.
        public let standInPath: Binding<Data>
        /// Not SwiftUI: the root view.
        public let standInRoot: Root

        // doc://com.apple.SwiftUI/documentation/SwiftUI/NavigationStack/init(path:root:)-3bt4q
        public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
        where
            Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
            Data.Element: Hashable
        {
            standInPath = path
            standInRoot = root()
        }

        public var body: Never { fatalError("a primitive view has no body") }
    }

    // doc://com.apple.SwiftUI/documentation/SwiftUI/TabView
    @available(iOS 13.0, *)
    @MainActor @preconcurrency public struct TabView<SelectionValue: Hashable, Content: View>: View {
        /// Not SwiftUI: the selection the tab view reads and writes, for tests.
        public let standInSelection: Binding<SelectionValue>?
        /// Not SwiftUI: the tabs' content.
        public let standInContent: Content

        // doc://com.apple.SwiftUI/documentation/SwiftUI/TabView/init(selection:content:)
        public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
            standInSelection = selection
            standInContent = content()
        }

        public var body: Never { fatalError("a primitive view has no body") }
    }
#endif
