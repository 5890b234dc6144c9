#if UIKitStandIn
    /// doc://com.apple.uikit/documentation/UIKit/UIMenuElement
    @available(iOS 13.0, *)
    @MainActor open class UIMenuElement: NSObject {
        /// doc://com.apple.uikit/documentation/UIKit/UIMenuElement/title
        open private(set) var title: String
        /// doc://com.apple.uikit/documentation/UIKit/UIMenuElement/image
        open var image: UIImage? { standInImage }
        var standInImage: UIImage?

        init(title: String, image: UIImage?) {
            self.title = title
            standInImage = image
            super.init()
        }

        /// doc://com.apple.uikit/documentation/UIKit/UIMenuElement/Attributes
        public struct Attributes: OptionSet, Sendable {
            /// doc://com.apple.uikit/documentation/UIKit/UIMenuElement/Attributes/rawValue
            public let rawValue: UInt
            /// doc://com.apple.uikit/documentation/UIKit/UIMenuElement/Attributes/init(rawValue:)
            public init(rawValue: UInt) { self.rawValue = rawValue }
            /// doc://com.apple.uikit/documentation/UIKit/UIMenuElement/Attributes/disabled
            public static let disabled = Attributes(rawValue: 1 << 0)
            /// doc://com.apple.uikit/documentation/UIKit/UIMenuElement/Attributes/destructive
            public static let destructive = Attributes(rawValue: 1 << 1)
            /// doc://com.apple.uikit/documentation/UIKit/UIMenuElement/Attributes/hidden
            public static let hidden = Attributes(rawValue: 1 << 2)
        }

        /// doc://com.apple.uikit/documentation/UIKit/UIMenuElement/State
        public enum State: Int, Sendable {
            /// doc://com.apple.uikit/documentation/UIKit/UIMenuElement/State/off
            case off = 0
            /// doc://com.apple.uikit/documentation/UIKit/UIMenuElement/State/on
            case on = 1
            /// doc://com.apple.uikit/documentation/UIKit/UIMenuElement/State/mixed
            case mixed = 2
        }
    }

    /// doc://com.apple.uikit/documentation/UIKit/UIMenu
    @available(iOS 13.0, *)
    @MainActor open class UIMenu: UIMenuElement {
        /// doc://com.apple.uikit/documentation/UIKit/UIMenu/Options-swift.struct
        public struct Options: OptionSet, Sendable {
            /// doc://com.apple.uikit/documentation/UIKit/UIMenu/Options-swift.struct/rawValue
            public let rawValue: UInt
            /// doc://com.apple.uikit/documentation/UIKit/UIMenu/Options-swift.struct/init(rawValue:)
            public init(rawValue: UInt) { self.rawValue = rawValue }
            /// doc://com.apple.uikit/documentation/UIKit/UIMenu/Options-swift.struct/displayInline
            public static let displayInline = Options(rawValue: 1 << 0)
            /// doc://com.apple.uikit/documentation/UIKit/UIMenu/Options-swift.struct/destructive
            public static let destructive = Options(rawValue: 1 << 1)
        }

        /// doc://com.apple.uikit/documentation/UIKit/UIMenu/Identifier
        public struct Identifier: Hashable, RawRepresentable, Sendable {
            /// doc://com.apple.uikit/documentation/UIKit/UIMenu/Identifier/rawValue
            public let rawValue: String
            /// doc://com.apple.uikit/documentation/UIKit/UIMenu/Identifier/init(rawValue:)
            public init(rawValue: String) { self.rawValue = rawValue }
            /// doc://com.apple.uikit/documentation/UIKit/UIMenu/Identifier/init(_:)
            public init(_ rawValue: String) { self.rawValue = rawValue }
        }

        /// doc://com.apple.uikit/documentation/UIKit/UIMenu/children
        open private(set) var children: [UIMenuElement]
        /// doc://com.apple.uikit/documentation/UIKit/UIMenu/identifier
        public let identifier: UIMenu.Identifier
        /// doc://com.apple.uikit/documentation/UIKit/UIMenu/options-swift.property
        public let options: UIMenu.Options

        // (the subtitle and element size are left out here: the adapters pass none)
        /// doc://com.apple.uikit/documentation/UIKit/UIMenu/init(title:image:identifier:options:children:)
        public init(
            title: String = "", image: UIImage? = nil, identifier: UIMenu.Identifier? = nil,
            options: UIMenu.Options = [], children: [UIMenuElement] = []
        ) {
            self.children = children
            self.identifier = identifier ?? UIMenu.Identifier(UUID().uuidString)
            self.options = options
            super.init(title: title, image: image)
        }
    }

    /// doc://com.apple.uikit/documentation/UIKit/UIAction
    @available(iOS 13.0, *)
    @MainActor open class UIAction: UIMenuElement {
        /// doc://com.apple.uikit/documentation/UIKit/UIAction/Identifier
        public struct Identifier: Hashable, RawRepresentable, Sendable {
            /// doc://com.apple.uikit/documentation/UIKit/UIAction/Identifier/rawValue
            public let rawValue: String
            /// doc://com.apple.uikit/documentation/UIKit/UIAction/Identifier/init(rawValue:)
            public init(rawValue: String) { self.rawValue = rawValue }
            /// doc://com.apple.uikit/documentation/UIKit/UIAction/Identifier/init(_:)
            public init(_ rawValue: String) { self.rawValue = rawValue }
        }

        /// doc://com.apple.uikit/documentation/UIKit/UIAction/identifier
        public let identifier: UIAction.Identifier
        /// doc://com.apple.uikit/documentation/UIKit/UIAction/attributes
        open var attributes: UIMenuElement.Attributes
        /// doc://com.apple.uikit/documentation/UIKit/UIAction/state
        open var state: UIMenuElement.State
        let handler: UIActionHandler

        // (the discoverability title is left out here: the adapters pass none)
        /// doc://com.apple.uikit/documentation/UIKit/UIAction/init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)
        public init(
            title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
            attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
            handler: @escaping UIActionHandler
        ) {
            self.identifier = identifier ?? UIAction.Identifier(UUID().uuidString)
            self.attributes = attributes
            self.state = state
            self.handler = handler
            super.init(title: title, image: image)
        }

        /// doc://com.apple.uikit/documentation/UIKit/UIAction/image
        override open var image: UIImage? {
            get { standInImage }
            set { standInImage = newValue }
        }

        /// Not UIKit: the user chooses this item.
        public func standInPerform() { handler(self) }
    }

    /// doc://com.apple.uikit/documentation/UIKit/UIActionHandler
    @available(iOS 13.0, *)
    public typealias UIActionHandler = (UIAction) -> Void
#endif
